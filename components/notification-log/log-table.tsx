import { useFormatter, useTranslations } from "next-intl";
import { filterHref } from "@/components/filter-href";
import { Pagination } from "@/components/pagination";
import { Badge } from "@/components/ui/badge";
import { BreakableId } from "@/components/ui/breakable-id";
import { Instant } from "@/components/ui/instant";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import type { LogRecipient, LogRow } from "@/lib/notifications/log/query";
import type { DeliveryLogFilter } from "@/lib/notifications/log/schemas";
import { RetryButton } from "./retry-button";

const STATE_TONE = { pending: "info", sending: "info", sent: "success", failed: "danger" } as const;

function Recipient({ recipient }: { recipient: LogRecipient | null }) {
  const t = useTranslations("notificationLog.recipients");
  if (!recipient) return <span className="text-muted-foreground">{t("gone")}</span>;
  const [kind, name] =
    recipient.type === "person"
      ? [t("person"), recipient.label]
      : recipient.type === "endpoint"
        ? [t("endpoint"), recipient.name]
        : [t("address"), recipient.address];
  return (
    <>
      <span className="text-muted-foreground">{kind} </span>
      <BreakableId value={name} className="font-sans" />
    </>
  );
}

function Attempts({ row }: { row: LogRow }) {
  const t = useTranslations("notificationLog");
  const format = useFormatter();
  if (row.attemptCount === 0) return <span>{t("noAttempts")}</span>;
  return (
    <details className="min-w-64" data-testid="notification-attempts">
      <summary className="cursor-pointer text-sm">
        {t("attemptsSummary", { count: row.attemptCount })}
      </summary>
      {row.attemptCount > row.attemptLog.length && (
        <p className="mt-1 text-xs text-muted-foreground">
          {t("latestAttempts", { shown: row.attemptLog.length })}
        </p>
      )}
      <table className="mt-2 w-full text-xs">
        <caption className="sr-only">{t("attemptsCaption")}</caption>
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="py-1 pr-2 font-medium">
              {t("attemptAt")}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t("outcome")}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t("detail")}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t("duration")}
            </th>
          </tr>
        </thead>
        <tbody>
          {row.attemptLog.map((attempt) => (
            <tr key={attempt.id} className="border-t">
              <td className="whitespace-nowrap py-1 pr-2">
                <time dateTime={attempt.at.toISOString()}>
                  {format.dateTime(attempt.at, { dateStyle: "short", timeStyle: "medium" })}
                </time>
              </td>
              <td className="py-1 pr-2">
                {t.has(`outcomes.${attempt.outcome}`)
                  ? t(`outcomes.${attempt.outcome}` as "outcomes.sent")
                  : attempt.outcome}
              </td>
              <td className="py-1 pr-2">
                <BreakableId value={attempt.detail} className="font-sans" />
              </td>
              <td className="whitespace-nowrap py-1">{t("durationMs", { ms: attempt.durationMs })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The delivery log: each notification newest first, its attempts expandable; a failed one can be retried. */
export function DeliveryLogTable({
  rows,
  filter,
  pages,
}: {
  rows: LogRow[];
  filter: DeliveryLogFilter;
  pages: number;
}) {
  const t = useTranslations("notificationLog");
  const when = (date: Date) => <Instant at={date} />;
  if (rows.length === 0) return <TableEmpty>{t("empty")}</TableEmpty>;
  return (
    <div className="grid gap-3">
      <Table>
        <thead>
          <tr>
            <Th>{t("created")}</Th>
            <Th>{t("kind")}</Th>
            <Th>{t("channel")}</Th>
            <Th>{t("recipient")}</Th>
            <Th>{t("state")}</Th>
            <Th>{t("attempts")}</Th>
            <Th>{t("nextAttempt")}</Th>
            <Th>
              <span className="sr-only">{t("actions")}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="notification-row" data-id={row.id}>
              <Td className="whitespace-nowrap">{when(row.createdAt)}</Td>
              <Td className="font-mono text-xs">{row.kind}</Td>
              <Td>{t(`channels.${row.channel}` as "channels.email")}</Td>
              <Td className="min-w-40 text-xs">
                <Recipient recipient={row.recipient} />
              </Td>
              <Td>
                <Badge tone={STATE_TONE[row.state] ?? "neutral"} data-testid="notification-state">
                  {t(`states.${row.state}`)}
                </Badge>
                {row.sentAt && <div className="mt-1 text-xs text-muted-foreground">{when(row.sentAt)}</div>}
              </Td>
              <Td>
                <Attempts row={row} />
              </Td>
              <Td className="whitespace-nowrap">{row.nextAttemptAt ? when(row.nextAttemptAt) : "—"}</Td>
              <Td>
                {row.state === "failed" && (
                  <RetryButton id={row.id} label={t("retryLabel", { kind: row.kind })} />
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination
        page={filter.page}
        pages={pages}
        href={(page) => filterHref("/settings/notifications/log", { ...filter, page }, { page: 1 })}
      />
    </div>
  );
}
