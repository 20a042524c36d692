import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { startOfDay, startOfNextDay } from "@/lib/i18n/time-zone";
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from "./audit";

const day = z.iso.date({ message: "invalid_date" });

export const auditFilterSchema = z.object({
  actor: z.string().trim().max(200).optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  outcome: z.enum(AUDIT_OUTCOMES).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const AUDIT_PAGE_SIZE = 50;

/** Days are the reader's, in their time zone, so "today" means their today. */
export async function queryAudit(db: Db, filter: AuditFilter, timeZone: string) {
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
  return { total, events, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}
