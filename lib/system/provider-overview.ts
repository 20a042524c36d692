import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ANSWERED_OUTCOMES, type ProviderCallOutcome } from "@/lib/provider/call-observer";
import type { CircuitState } from "@/lib/provider/circuit-breaker";
import type { ProviderOperation } from "@/lib/provider/errors";
import { INSTANCE_GONE_AFTER_MS } from "./heartbeat";
import { latencyQuantile, NOT_TIMED } from "./latency-buckets";
import type { CallStats, ErrorOutcome, OperationStats, ProviderOverview } from "./overview-types";
import { DAY_MS, HOUR_MS, hourOf, last24Hours, windowStart } from "./time-windows";

export const OPERATIONS: readonly ProviderOperation[] = ["token", "transaction-status", "history"];

interface CountRow {
  operation: string;
  outcome: string;
  latencyUpToMs: number;
  count: number;
}

const isAnswered = (outcome: string) => ANSWERED_OUTCOMES.includes(outcome as ProviderCallOutcome);

/** Calls, success rate, latency quantiles and errors by kind of one operation's rows. */
export function callStats(rows: readonly CountRow[]): CallStats {
  const calls = rows.reduce((sum, row) => sum + row.count, 0);
  const answered = rows.filter((row) => isAnswered(row.outcome)).reduce((sum, row) => sum + row.count, 0);
  const buckets = rows
    .filter((row) => row.latencyUpToMs !== NOT_TIMED)
    .map((row) => ({ upToMs: row.latencyUpToMs, count: row.count }));
  const errors: Partial<Record<ErrorOutcome, number>> = {};
  for (const row of rows) {
    if (isAnswered(row.outcome)) continue;
    const outcome = row.outcome as ErrorOutcome;
    errors[outcome] = (errors[outcome] ?? 0) + row.count;
  }
  return {
    calls,
    successRate: calls === 0 ? null : answered / calls,
    p50Ms: latencyQuantile(buckets, 0.5),
    p95Ms: latencyQuantile(buckets, 0.95),
    errors,
  };
}

async function countsSince(db: Db, since: Date): Promise<CountRow[]> {
  const rows = await db.providerCallCount.groupBy({
    by: ["operation", "outcome", "latencyUpToMs"],
    where: { minuteStart: { gte: since } },
    _sum: { count: true },
  });
  return rows.map((row) => ({ ...row, count: row._sum.count ?? 0 }));
}

/**
 * The provider as every instance saw it, from the shared tables: per operation the last hour and the last
 * 24 hours, calls and errors per hour, each instance's circuit breakers, and the shared token's dates.
 */
export async function getProviderOverview(db: Db, now: Date): Promise<ProviderOverview> {
  const hours = last24Hours(now);
  const [lastHour, lastDay, perMinute, breakers, instances, token] = await Promise.all([
    countsSince(db, windowStart(now, HOUR_MS)),
    countsSince(db, windowStart(now, DAY_MS)),
    db.providerCallCount.groupBy({
      by: ["minuteStart", "outcome"],
      where: { minuteStart: { gte: hours[0]! } },
      _sum: { count: true },
    }),
    db.circuitBreakerState.findMany({ orderBy: [{ host: "asc" }, { instanceId: "asc" }] }),
    db.appInstance.findMany({ select: { id: true, lastSeenAt: true } }),
    db.providerToken.findUnique({ where: { id: "default" }, select: { expiresAt: true, refreshedAt: true } }),
  ]);

  const operations: OperationStats[] = OPERATIONS.map((operation) => ({
    operation,
    lastHour: callStats(lastHour.filter((row) => row.operation === operation)),
    lastDay: callStats(lastDay.filter((row) => row.operation === operation)),
  }));

  const perHour = new Map(hours.map((hour) => [hour.getTime(), { calls: 0, errors: 0 }]));
  for (const row of perMinute) {
    const hour = perHour.get(hourOf(row.minuteStart).getTime());
    if (!hour) continue;
    const count = row._sum.count ?? 0;
    hour.calls += count;
    if (!isAnswered(row.outcome)) hour.errors += count;
  }

  const seen = new Map(instances.map((instance) => [instance.id, instance.lastSeenAt.getTime()]));
  const goneBefore = now.getTime() - INSTANCE_GONE_AFTER_MS;
  return {
    operations,
    hours: hours.map((hour) => ({ hourStart: hour.toISOString(), ...perHour.get(hour.getTime())! })),
    breakers: breakers.map((row) => ({
      instanceId: row.instanceId,
      host: row.host,
      state: row.state as CircuitState,
      changedAt: row.changedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      instanceGone: (seen.get(row.instanceId) ?? row.updatedAt.getTime()) < goneBefore,
    })),
    breakerCooldownSeconds: env().PROVIDER_BREAKER_COOLDOWN_SECONDS,
    token: token && {
      expiresAt: token.expiresAt?.toISOString() ?? null,
      refreshedAt: token.refreshedAt?.toISOString() ?? null,
    },
  };
}
