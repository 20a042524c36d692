import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import type { DecisionDetail } from "@/lib/inbox/detail";
import { DecisionBadge } from "./badges";
import { MaidenName } from "./maiden-name";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

export function DecisionSummary({ decision, canReveal }: { decision: DecisionDetail; canReveal: boolean }) {
  const t = useTranslations("inbox");
  const format = useFormatter();
  const outcome = decision.status === "approved" ? decision.benefits : decision.rejectReasons;
  return (
    <Card>
      <CardTitle>{t("decision")}</CardTitle>
      <dl className="grid gap-3">
        <Row label={t("fields.status")}>
          <DecisionBadge status={decision.status} />
        </Row>
        <Row label={decision.status === "approved" ? t("fields.benefits") : t("fields.rejectReasons")}>
          <ul className="list-disc space-y-1 pl-5">
            {outcome.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Row>
        <Row label={t("fields.customer")}>
          <span className="inline-flex items-center gap-1 font-mono text-xs">
            {decision.custId}
            <CopyButton value={decision.custId} />
          </span>
        </Row>
        <Row label={t("fields.reference")}>
          <span className="inline-flex items-center gap-1 font-mono text-xs break-all">
            {decision.originalReferenceNo}
            <CopyButton value={decision.originalReferenceNo} />
          </span>
        </Row>
        <Row label={t("fields.motherMaidenName")}>
          <MaidenName decisionId={decision.id} canReveal={canReveal} />
          {decision.reveals.length > 0 && (
            <ul className="mt-2 grid gap-0.5 text-xs text-muted-foreground">
              {decision.reveals.map((reveal) => (
                <li key={reveal.id}>
                  {t("maidenName.revealedBy", {
                    who: reveal.actorEmail ?? "—",
                    date: format.dateTime(reveal.at, { dateStyle: "medium", timeStyle: "short" }),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row label={t("fields.received")}>
          <time dateTime={decision.receivedAt.toISOString()}>
            {format.dateTime(decision.receivedAt, { dateStyle: "medium", timeStyle: "medium" })}
          </time>
        </Row>
        <Row label={t("fields.type")}>
          <code className="text-xs">{decision.notificationType}</code>
        </Row>
        <Row label={t("fields.shape")}>
          {decision.shape === "documented" || decision.shape === "variant"
            ? t(`shapes.${decision.shape}`)
            : decision.shape}
        </Row>
      </dl>
    </Card>
  );
}
