import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import type { Locale } from "@/lib/i18n/config";
import type { CustomerDecisions } from "@/lib/inbox/customer";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import { personLabel } from "@/lib/users/person-label";
import { DecisionBadge, ReviewBadge } from "./badges";
import { ReferenceCell } from "./reference-cell";

/** Every decision about one customer (a page of them), newest first, with its review. */
export function CustomerDecisionsTable({ rows }: { rows: CustomerDecisions["rows"] }) {
  const t = useTranslations("inbox.customer");
  const format = useFormatter();
  const locale = useLocale() as Locale;
  if (rows.length === 0) return <TableEmpty>{t("noDecisions")}</TableEmpty>;
  return (
    <Table>
      <thead>
        <tr>
          <Th>{t("columns.received")}</Th>
          <Th>{t("columns.reference")}</Th>
          <Th>{t("columns.decision")}</Th>
          <Th>{t("columns.review")}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="customer-decision">
            <Td className="whitespace-nowrap">
              <time dateTime={row.receivedAt.toISOString()}>
                {format.dateTime(row.receivedAt, { dateStyle: "medium", timeStyle: "short" })}
              </time>
            </Td>
            <ReferenceCell
              href={`/inbox/${row.id}`}
              reference={row.originalReferenceNo}
              conflict={row.conflict}
            />
            <Td>
              <DecisionBadge status={row.status} />
            </Td>
            <Td>
              <span className="flex flex-wrap items-center gap-2">
                <ReviewBadge state={row.reviewState} />
                {row.disposition && (
                  <span className="text-xs">{dispositionLabel(row.disposition, locale)}</span>
                )}
                {row.reviewedBy && (
                  <span className="text-xs text-muted-foreground">
                    {t("reviewedBy", { who: personLabel(row.reviewedBy) })}
                  </span>
                )}
              </span>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
