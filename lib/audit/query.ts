import type { Db } from "@/lib/db/client";
import { startOfDay, startOfNextDay } from "@/lib/i18n/time-zone";
import type { AuditFilter } from "./schemas";
import { nameTargets, type TargetAccess } from "./target-names";

export const AUDIT_PAGE_SIZE = 50;

/**
 * A page of the audit log, its targets named where the reader may open them. Days are the reader's, in their
 * time zone, so "today" means their today.
 */
export async function queryAudit(
  db: Db,
  filter: AuditFilter,
  timeZone: string,
  access: TargetAccess = { decisions: false, users: false },
) {
  const where = {
    ...(filter.actor ? { actorEmail: { contains: filter.actor.toLowerCase() } } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.outcome ? { outcome: filter.outcome } : {}),
    ...(filter.from || filter.to
      ? {
          at: {
            ...(filter.from ? { gte: startOfDay(filter.from, timeZone) } : {}),
            ...(filter.to ? { lt: startOfNextDay(filter.to, timeZone) } : {}),
          },
        }
      : {}),
  };
  const [total, events] = await Promise.all([
    db.auditEvent.count({ where }),
    db.auditEvent.findMany({
      where,
      orderBy: [{ at: "desc" }, { id: "desc" }],
      skip: (filter.page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
    }),
  ]);
  const names = await nameTargets(db, events, access);
  return { total, events, names, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}
