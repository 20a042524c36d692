import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Pagination } from "@/components/pagination";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import type { Locale } from "@/lib/i18n/config";
import type { CappedCount } from "@/lib/inbox/capped-count";
import { dispositionLabel } from "@/lib/inbox/disposition-label";
import { isOverdue } from "@/lib/inbox/overdue";
import type { InboxRow } from "@/lib/inbox/query";
import type { InboxFilter } from "@/lib/inbox/schemas";
import { cn } from "@/lib/ui/cn";
import { personLabel } from "@/lib/users/person-label";
import { DecisionBadge, ReviewBadge } from "./badges";
import { SelectPageHeader, SelectRowCell } from "./bulk-selection";
import { inboxHref } from "./inbox-href";
import { OverdueBadge } from "./overdue-badge";
import { ReasonsCell } from "./reasons-cell";
import { ReferenceCell } from "./reference-cell";

export function DecisionsTable({
  rows,
  filter,
  pages,
  now,
  filtered,
  overdue,
}: {
  rows: InboxRow[];
  filter: InboxFilter;
  pages: CappedCount;
  now: Date;
  filtered: boolean;
  /** The age limit in force: its cut-off and its hours. */
  overdue: { cutoff: Date; hours: number };
}) {
  const t = useTranslations("inbox");
  const format = useFormatter();
  const locale = useLocale() as Locale;
  if (rows.length === 0) {
    return <TableEmpty>{filtered ? t("empty") : t("emptyAll")}</TableEmpty>;
  }
  return (
    <div className="grid gap-3">
      <Table>
        <thead>
          <tr>
            <SelectPageHeader />
            <Th>{t("columns.received")}</Th>
            <Th>{t("columns.reference")}</Th>
            <Th>{t("columns.customer")}</Th>
            <Th>{t("columns.decision")}</Th>
            <Th>{t("columns.reasons")}</Th>
            <Th>{t("columns.review")}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const waiting = row.reviewState !== "reviewed";
            const late = isOverdue(row, overdue.cutoff);
            return (
              <tr key={row.id} className="hover:bg-muted/50" data-testid="inbox-row">
                <SelectRowCell id={row.id} reference={row.originalReferenceNo} />
                <Td className="whitespace-nowrap">
                  <time dateTime={row.receivedAt.toISOString()} className="block">
                    {format.dateTime(row.receivedAt, { dateStyle: "medium", timeStyle: "short" })}
                  </time>
                  {waiting && (
                    <span className={cn("text-xs text-muted-foreground", late && "font-medium text-warning")}>
                      {format.relativeTime(row.receivedAt, now)}
                    </span>
                  )}
                  {late && (
                    <span className="mt-1 block">
                      <OverdueBadge hours={overdue.hours} />
                    </span>
                  )}
                </Td>
                <ReferenceCell
                  href={inboxHref(filter, {}, `/inbox/${row.id}`)}
                  reference={row.originalReferenceNo}
                  conflict={row.conflict}
                  rowLink
                />
                <Td className="font-mono text-xs">{row.custId}</Td>
                <Td>
                  <DecisionBadge status={row.status} />
                </Td>
                <Td>
                  <ReasonsCell reasons={row.rejectReasons} />
                </Td>
                <Td>
                  <span className="flex flex-wrap items-center gap-2">
                    <ReviewBadge state={row.reviewState} />
                    <span className="text-xs text-muted-foreground">
                      {row.assignee ? personLabel(row.assignee) : t("unassigned")}
                    </span>
                    {row.disposition && (
                      <span className="text-xs" data-testid="inbox-row-disposition">
                        {dispositionLabel(row.disposition, locale)}
                      </span>
                    )}
                  </span>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {(pages.count > 1 || pages.more) && (
        <Pagination
          page={filter.page}
          pages={pages.count}
          more={pages.more}
          href={(page) => inboxHref(filter, { page })}
        />
      )}
    </div>
  );
}
