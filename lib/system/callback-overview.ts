import type { Db } from "@/lib/db/client";
import { SHAPE_REFUSALS, TOKEN_REFUSALS, VALID_OUTCOMES } from "./callback-kinds";
import type { CallbackCounts, CallbackKind, CallbackOverview, RefusalWarning } from "./overview-types";
import { HOUR_MS, last24Hours } from "./time-windows";

// A warning needs enough refusals in the last hour not to fire on one stray probe, and refusals to be at
// least half of what arrived: then most of what the provider sends is probably being refused.
export const WARN_MIN_REFUSALS = 10;
export const WARN_REFUSED_SHARE = 0.5;

const sum = (counts: CallbackCounts, kinds?: readonly CallbackKind[]) =>
  Object.entries(counts)
    .filter(([kind]) => !kinds || kinds.includes(kind as CallbackKind))
    .reduce((total, [, count]) => total + (count ?? 0), 0);

function add(counts: CallbackCounts, kind: string, count: number) {
  const key = kind as CallbackKind;
  counts[key] = (counts[key] ?? 0) + count;
}

export interface RefusalLimits {
  minRefused: number;
  refusedShare: number;
}

const WARN_LIMITS: RefusalLimits = { minRefused: WARN_MIN_REFUSALS, refusedShare: WARN_REFUSED_SHARE };

/**
 * Whether the refusals counted call for a warning, and what they point to: the System page's with its limits,
 * the callback refusals alert (lib/alerts) with an admin's.
 */
export function refusalWarning(counts: CallbackCounts, limits = WARN_LIMITS): RefusalWarning | null {
  const total = sum(counts);
  const refused = total - sum(counts, VALID_OUTCOMES);
  if (refused < limits.minRefused || refused < total * limits.refusedShare) return null;
  if (sum(counts, TOKEN_REFUSALS) > refused / 2) return "token";
  if (sum(counts, SHAPE_REFUSALS) > refused / 2) return "shape";
  return "mixed";
}

async function deliveriesBetween(db: Db, from: Date, to?: Date): Promise<CallbackCounts> {
  const rows = await db.callbackDelivery.groupBy({
    by: ["outcome"],
    where: { receivedAt: { gte: from, ...(to ? { lt: to } : {}) } },
    _count: { _all: true },
  });
  const counts: CallbackCounts = {};
  for (const row of rows) add(counts, row.outcome, row._count._all);
  return counts;
}

/** Every callback since `from`: stored deliveries by outcome and the anonymous refusals counted per minute. */
export async function callbackCountsSince(db: Db, from: Date): Promise<CallbackCounts> {
  const [deliveries, refusals] = await Promise.all([
    deliveriesBetween(db, from),
    db.callbackRefusalCount.groupBy({
      by: ["kind"],
      where: { minuteStart: { gte: from } },
      _sum: { count: true },
    }),
  ]);
  const counts = { ...deliveries };
  for (const row of refusals) add(counts, row.kind, row._sum.count ?? 0);
  return counts;
}

/**
 * Callbacks over the last 24 hours from the rows every instance writes: stored deliveries by outcome (one row
 * each) and anonymous refusals as counted per minute (`CallbackRefusalCount`, flushed every few seconds).
 */
export async function getCallbackOverview(db: Db, now: Date): Promise<CallbackOverview> {
  const hours = last24Hours(now);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [perHour, refusalsPerHour, lastHour, lastValid] = await Promise.all([
    Promise.all(hours.map((hour) => deliveriesBetween(db, hour, new Date(hour.getTime() + HOUR_MS)))),
    db.callbackRefusalCount.groupBy({
      by: ["hourStart", "kind"],
      where: { hourStart: { gte: hours[0]! } },
      _sum: { count: true },
    }),
    callbackCountsSince(db, hourAgo),
    db.callbackDelivery.findFirst({
      where: { outcome: { in: [...VALID_OUTCOMES] } },
      orderBy: { receivedAt: "desc" },
      select: { receivedAt: true },
    }),
  ]);
  for (const row of refusalsPerHour) {
    const index = hours.findIndex((hour) => hour.getTime() === row.hourStart.getTime());
    if (index >= 0) add(perHour[index]!, row.kind, row._sum.count ?? 0);
  }
  const total = sum(lastHour);
  return {
    hours: hours.map((hour, i) => ({ hourStart: hour.toISOString(), counts: perHour[i]! })),
    lastValidAt: lastValid?.receivedAt.toISOString() ?? null,
    lastHour: { total, refused: total - sum(lastHour, VALID_OUTCOMES), warning: refusalWarning(lastHour) },
  };
}
