import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Card, CardTitle } from "@/components/ui/card";
import type { DecisionDetail } from "@/lib/inbox/detail";
import { DecisionBadge, ReviewBadge } from "./badges";

/** Other decisions the provider sent for the same reference: kept side by side, none overwriting another. */
export function ConflictsList({ decision }: { decision: DecisionDetail }) {
  const t = useTranslations("inbox.conflicts");
  const format = useFormatter();
  if (decision.conflicts.length === 0) return null;
  return (
    <Card className="border-warning/40">
      <CardTitle className="mb-1">{t("title")}</CardTitle>
      <p className="mb-4 text-sm text-muted-foreground">
        {t("description", { reference: decision.originalReferenceNo })}
      </p>
      <ul className="grid gap-2">
        {decision.conflicts.map((other) => (
          <li key={other.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
            <DecisionBadge status={other.status} />
            <ReviewBadge state={other.reviewState} />
            <time dateTime={other.receivedAt.toISOString()} className="text-muted-foreground">
              {format.dateTime(other.receivedAt, { dateStyle: "medium", timeStyle: "medium" })}
            </time>
            {other.differences.length > 0 && (
              <span>
                {t("differs", { fields: other.differences.map((field) => t(`fields.${field}`)).join(", ") })}
              </span>
            )}
            <Link href={`/inbox/${other.id}`} className="ml-auto text-primary hover:underline">
              {t("open")}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
