import { useFormatter, useTranslations } from "next-intl";
import { filterHref } from "@/components/filter-href";
import { Pagination } from "@/components/pagination";
import { Badge } from "@/components/ui/badge";
import { BreakableId } from "@/components/ui/breakable-id";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import type { AuditFilter } from "@/lib/audit/schemas";
import { useActionLabel } from "./use-action-label";

interface AuditRow {
  id: string;
  at: Date;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  outcome: string;
  detail: string | null;
  ip: string | null;
  requestId: string | null;
}

const OUTCOME_TONE = { success: "success", denied: "warning", failure: "danger" } as const;

/**
 * `{"roles":"agent"}`, an address and the request's id (to find its log lines), as
 * `roles=agent ip=10.0.0.1 request=…`, one `key=value` per pair.
 */
function detailPairs(detail: string | null, ip: string | null, requestId: string | null): string[] {
  const pairs = Object.entries(detail ? (JSON.parse(detail) as Record<string, unknown>) : {});
  if (ip) pairs.push(["ip", ip]);
  if (requestId) pairs.push(["request", requestId]);
  return pairs.map(([key, value]) => `${key}=${String(value)}`);
}

export function AuditTable({
  events,
  filter,
  pages,
}: {
  events: AuditRow[];
  filter: AuditFilter;
  pages: number;
}) {
  const t = useTranslations("audit");
  const format = useFormatter();
  const actionLabel = useActionLabel();
  if (events.length === 0) return <TableEmpty>{t("empty")}</TableEmpty>;
  return (
    <div className="grid gap-3">
      <Table>
        <thead>
          <tr>
            <Th>{t("when")}</Th>
            <Th>{t("actor")}</Th>
            <Th>{t("action")}</Th>
            <Th>{t("target")}</Th>
            <Th>{t("outcome")}</Th>
            <Th>{t("detail")}</Th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <Td className="whitespace-nowrap">
                <time dateTime={event.at.toISOString()}>
                  {format.dateTime(event.at, { dateStyle: "medium", timeStyle: "medium" })}
                </time>
              </Td>
              <Td>{event.actorEmail ?? <span className="text-muted-foreground">{t("system")}</span>}</Td>
              <Td>
                <span title={event.action} data-action={event.action}>
                  {actionLabel(event.action)}
                </span>
              </Td>
              <Td className="min-w-40 text-xs" data-testid="audit-target">
                {event.targetType ? <BreakableId value={`${event.targetType}:${event.targetId}`} /> : "—"}
              </Td>
              <Td>
                <Badge tone={OUTCOME_TONE[event.outcome as keyof typeof OUTCOME_TONE] ?? "neutral"}>
                  {t(`outcomes.${event.outcome}` as "outcomes.success")}
                </Badge>
              </Td>
              <Td className="text-xs text-muted-foreground">
                <span className="flex flex-wrap gap-x-2">
                  {detailPairs(event.detail, event.ip, event.requestId).map((pair) => (
                    <BreakableId key={pair} value={pair} />
                  ))}
                </span>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination
        page={filter.page}
        pages={pages}
        href={(page) => filterHref("/settings/audit", { ...filter, page }, { page: 1 })}
      />
    </div>
  );
}
