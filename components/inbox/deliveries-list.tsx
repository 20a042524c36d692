import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import type { DecisionDetail } from "@/lib/inbox/detail";
import { WithheldRawBody } from "./withheld-raw-body";

const OUTCOME_TONE = {
  stored: "success",
  duplicate: "neutral",
  conflict: "warning",
  unauthorized: "danger",
  unsupported_media_type: "danger",
  too_large: "danger",
  invalid: "danger",
  missing_field: "danger",
} as const;
type KnownOutcome = keyof typeof OUTCOME_TONE;
const known = (outcome: string): outcome is KnownOutcome => outcome in OUTCOME_TONE;

/**
 * Every delivery of this notification: when, what became of it, what was answered, and its payload (masked;
 * one that could not be masked only for a role that may reveal PII, on request).
 */
export function DeliveriesList({
  decisionId,
  deliveries,
  canReveal,
}: {
  decisionId: string;
  deliveries: DecisionDetail["deliveries"];
  canReveal: boolean;
}) {
  const t = useTranslations("inbox.deliveries");
  const shapes = useTranslations("inbox.shapes");
  const format = useFormatter();
  return (
    <Card>
      <CardTitle className="mb-1">{t("title")}</CardTitle>
      <p className="mb-4 text-sm text-muted-foreground">{t("description")}</p>
      <ol className="grid gap-3">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="rounded-md border p-3" data-testid="delivery">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
              <time dateTime={delivery.receivedAt.toISOString()} className="font-medium">
                {format.dateTime(delivery.receivedAt, { dateStyle: "medium", timeStyle: "medium" })}
              </time>
              <Badge tone={known(delivery.outcome) ? OUTCOME_TONE[delivery.outcome] : "neutral"}>
                {known(delivery.outcome) ? t(`outcomes.${delivery.outcome}`) : delivery.outcome}
              </Badge>
              <span className="font-mono text-xs text-muted-foreground">
                {t("answer")}: HTTP {delivery.httpStatus} · {delivery.responseCode}
              </span>
              <span className="text-xs text-muted-foreground">
                {t("bytes", { count: delivery.bodyBytes })}
              </span>
              {delivery.problemField && (
                <span className="text-xs text-destructive">
                  {t("field", { field: delivery.problemField })}
                </span>
              )}
              {(delivery.shape === "documented" || delivery.shape === "variant") && (
                <span className="text-xs text-muted-foreground">{shapes(delivery.shape)}</span>
              )}
            </div>
            {delivery.rawBody?.state === "masked" ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm text-primary">{t("raw")}</summary>
                <pre className="mt-2 max-h-80 overflow-auto rounded bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-all">
                  {delivery.rawBody.text}
                </pre>
              </details>
            ) : delivery.rawBody?.state === "withheld" ? (
              <WithheldRawBody
                decisionId={decisionId}
                deliveryId={delivery.id}
                reason={delivery.rawBody.reason}
                canReveal={canReveal}
              />
            ) : (
              <p className="mt-2 text-xs text-muted-foreground">
                {delivery.rawUnreadable ? t("unreadable") : t("notKept")}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
