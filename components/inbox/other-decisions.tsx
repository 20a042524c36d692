import Link from "next/link";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Card, CardTitle } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/config";
import type { OtherDecisions } from "@/lib/inbox/customer";
import { customerHref } from "@/lib/inbox/customer-href";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import { DecisionBadge, ReviewBadge } from "./badges";

/** The customer's other decisions, newest first, each linked; the rest on the customer's page. */
export function OtherDecisionsList({ custId, others }: { custId: string; others: OtherDecisions }) {
  const t = useTranslations("inbox.otherDecisions");
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const href = customerHref(custId);
  return (
    <Card aria-labelledby="other-decisions-title" data-testid="other-decisions">
      <CardTitle id="other-decisions-title">{t("title")}</CardTitle>
      {others.total === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-2">
          {others.rows.map((other) => (
            <li key={other.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
              <Link href={`/inbox/${other.id}`} className="font-mono text-xs text-primary hover:underline">
                {other.originalReferenceNo}
              </Link>
              <DecisionBadge status={other.status} />
              <ReviewBadge state={other.reviewState} />
              {other.disposition && (
                <span className="text-xs">{dispositionLabel(other.disposition, locale)}</span>
              )}
              <time dateTime={other.receivedAt.toISOString()} className="ml-auto text-muted-foreground">
                {format.dateTime(other.receivedAt, { dateStyle: "medium", timeStyle: "short" })}
              </time>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        {others.total > others.rows.length && (
          <span className="text-muted-foreground">
            {t("shown", { shown: others.rows.length, count: others.total })}
          </span>
        )}
        {href && (
          <Link href={href} className="text-primary hover:underline">
            {t("seeAll")}
          </Link>
        )}
      </div>
    </Card>
  );
}
