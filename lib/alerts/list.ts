import type { Db } from "@/lib/db/client";
import { DAY_MS } from "@/lib/system/time-windows";
import type { RuleName } from "./rule-names";

/** How far back the Alerts page lists resolved alerts, and at most how many. */
export const RECENT_DAYS = 7;
export const RECENT_MAX = 50;

export type AlertState = "open" | "acknowledged" | "resolved";
export type AlertChange = "opened" | "reminded" | "acknowledged" | "resolved";

interface Person {
  name: string;
  email: string;
}

export interface AlertView {
  id: string;
  rule: RuleName;
  subject: string;
  state: AlertState;
  figures: Record<string, number>;
  openedAt: string;
  acknowledgedAt: string | null;
  acknowledgedBy: Person | null;
  resolvedAt: string | null;
  history: { at: string; change: AlertChange; by: Person | null }[];
}

export interface AlertsList {
  /** Open and acknowledged alerts, newest first. */
  unresolved: AlertView[];
  /** Alerts resolved in the last RECENT_DAYS days, newest first. */
  recent: AlertView[];
  generatedAt: string;
}

const person = { select: { name: true, email: true } } as const;
const include = {
  acknowledgedBy: person,
  events: { orderBy: { at: "asc" }, include: { by: person } },
} as const;

/** What the Alerts page shows, from the shared table (the same on every instance). */
export async function listAlerts(db: Db, now: Date): Promise<AlertsList> {
  const [unresolved, recent] = await Promise.all([
    db.alert.findMany({ where: { openKey: { not: null } }, orderBy: { openedAt: "desc" }, include }),
    db.alert.findMany({
      where: { openKey: null, resolvedAt: { gte: new Date(now.getTime() - RECENT_DAYS * DAY_MS) } },
      orderBy: { resolvedAt: "desc" },
      take: RECENT_MAX,
      include,
    }),
  ]);
  const view = (alert: (typeof unresolved)[number]): AlertView => ({
    id: alert.id,
    rule: alert.rule as RuleName,
    subject: alert.subject,
    state: alert.state as AlertState,
    figures: JSON.parse(alert.figures) as Record<string, number>,
    openedAt: alert.openedAt.toISOString(),
    acknowledgedAt: alert.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: alert.acknowledgedBy,
    resolvedAt: alert.resolvedAt?.toISOString() ?? null,
    history: alert.events.map((event) => ({
      at: event.at.toISOString(),
      change: event.change as AlertChange,
      by: event.by,
    })),
  });
  return { unresolved: unresolved.map(view), recent: recent.map(view), generatedAt: now.toISOString() };
}
