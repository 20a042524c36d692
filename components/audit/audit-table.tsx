import Link from "next/link";
import { useTranslations } from "next-intl";
import { filterHref } from "@/components/filter-href";
import { Pagination } from "@/components/pagination";
import { Badge } from "@/components/ui/badge";
import { BreakableId } from "@/components/ui/breakable-id";
import { Instant } from "@/components/ui/instant";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import type { AuditFilter } from "@/lib/audit/schemas";
import { NAMED_TARGETS, type TargetName, targetKey } from "@/lib/audit/target-names";
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

/** A target by its name, linked to its page, its internal id on hover; or its internal id when unnamed. */
function Target({ type, id, named }: { type: string; id: string; named: TargetName | undefined }) {
  const t = useTranslations("audit.targets");
  const internal = targetKey(type, id);
  if (!named) return <BreakableId value={internal} />;
  const kind =
    type === NAMED_TARGETS.decision
      ? t("decision")
      : type === NAMED_TARGETS.customer
        ? t("customer")
        : t("user");
  return (
    <>
      <span className="text-muted-foreground">{kind} </span>
      <Link href={named.href} className="text-primary underline-offset-4 hover:underline">
        <BreakableId value={named.name} title={internal} className="font-sans" />
      </Link>
    </>
  );
}

export function AuditTable({
  events,
  names,
  filter,
  pages,
}: {
  events: AuditRow[];
  /** Targets the reader may open, by `type:id` (lib/audit/target-names.ts). */
  names: Map<string, TargetName>;
  filter: AuditFilter;
  pages: number;
}) {
  const t = useTranslations("audit");
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
                <Instant at={event.at} />
              </Td>
              <Td>{event.actorEmail ?? <span className="text-muted-foreground">{t("system")}</span>}</Td>
              <Td>
                <span title={event.action} data-action={event.action}>
                  {actionLabel(event.action)}
                </span>
              </Td>
              <Td className="min-w-40 text-xs" data-testid="audit-target">
                {event.targetType && event.targetId ? (
                  <Target
                    type={event.targetType}
                    id={event.targetId}
                    named={names.get(targetKey(event.targetType, event.targetId))}
                  />
                ) : event.targetType ? (
                  <BreakableId value={`${event.targetType}:${event.targetId}`} />
                ) : (
                  "—"
                )}
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
