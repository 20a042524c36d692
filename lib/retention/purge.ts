import { purgeEndedSessions } from "@/lib/auth/session-retention";
import type { Db } from "@/lib/db/client";
import { type BatchLimits, DEFAULT_BATCH_LIMITS, deleteInBatches } from "./delete-in-batches";
import type { RetentionPeriods } from "./periods";

export interface PurgeResult {
  callbackDeliveries: number;
  callbackRefusalCounts: number;
  sessions: number;
  signInThrottles: number;
  auditEvents: number;
  providerCallCounts: number;
  retentionRuns: number;
  appInstances: number;
  circuitBreakerStates: number;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/**
 * One retention pass over every table that grows by itself, each in bounded batches. Safe to run on several
 * instances at once. Upgrade decisions are not purged here: they are the compliance record.
 */
export async function purgeExpiredRecords(
  db: Db,
  periods: RetentionPeriods,
  now = new Date(),
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<PurgeResult> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const deliveriesCutoff = before(periods.callbackDeliveriesMs);
  const throttleCutoff = before(periods.signInThrottleMs);
  const auditCutoff = before(periods.auditMs);
  const operationsCutoff = before(periods.operationsMs);
  const instancesCutoff = before(periods.instancesMs);

  const callbackDeliveries = await deleteInBatches(
    async (take) =>
      ids(
        await db.callbackDelivery.findMany({
          where: { receivedAt: { lt: deliveriesCutoff } },
          select: { id: true },
          take,
        }),
      ),
    (batch) => db.callbackDelivery.deleteMany({ where: { id: { in: batch } } }),
    limits,
  );
  const callbackRefusalCounts = await deleteInBatches(
    async (take) =>
      ids(
        await db.callbackRefusalCount.findMany({
          where: { minuteStart: { lt: deliveriesCutoff } },
          select: { id: true },
          take,
        }),
      ),
    (batch) => db.callbackRefusalCount.deleteMany({ where: { id: { in: batch } } }),
    limits,
  );
  const sessions = await purgeEndedSessions(db, before(periods.sessionsMs), limits);
  // A throttle row no longer matters past its expiresAt (lib/auth/throttle.ts).
  const signInThrottles = await deleteInBatches(
    async (take) =>
      (
        await db.signInThrottle.findMany({
          where: { expiresAt: { lt: throttleCutoff } },
          select: { key: true },
          take,
        })
      ).map((row) => row.key),
    (batch) => db.signInThrottle.deleteMany({ where: { key: { in: batch } } }),
    limits,
  );
  const auditEvents = await deleteInBatches(
    async (take) =>
      ids(await db.auditEvent.findMany({ where: { at: { lt: auditCutoff } }, select: { id: true }, take })),
    (batch) => db.auditEvent.deleteMany({ where: { id: { in: batch } } }),
    limits,
  );
  const providerCallCounts = await deleteInBatches(
    async (take) =>
      ids(
        await db.providerCallCount.findMany({
          where: { minuteStart: { lt: operationsCutoff } },
          select: { id: true },
          take,
        }),
      ),
    (batch) => db.providerCallCount.deleteMany({ where: { id: { in: batch } } }),
    limits,
  );
  const retentionRuns = await deleteInBatches(
    async (take) =>
      ids(
        await db.retentionRun.findMany({
          where: { startedAt: { lt: operationsCutoff } },
          select: { id: true },
          take,
        }),
      ),
    (batch) => db.retentionRun.deleteMany({ where: { id: { in: batch } } }),
    limits,
  );
  // A running instance refreshes its row and its breakers' rows with every heartbeat.
  const appInstances = await deleteInBatches(
    async (take) =>
      ids(
        await db.appInstance.findMany({
          where: { lastSeenAt: { lt: instancesCutoff } },
          select: { id: true },
          take,
        }),
      ),
    (batch) => db.appInstance.deleteMany({ where: { id: { in: batch } } }),
    limits,
  );
  // Few rows (one per instance and host): one statement.
  const circuitBreakerStates = (
    await db.circuitBreakerState.deleteMany({ where: { updatedAt: { lt: instancesCutoff } } })
  ).count;
  return {
    callbackDeliveries,
    callbackRefusalCounts,
    sessions,
    signInThrottles,
    auditEvents,
    providerCallCounts,
    retentionRuns,
    appInstances,
    circuitBreakerStates,
  };
}
