import { purgeEndedSessions } from "@/lib/auth/session-retention";
import type { Db } from "@/lib/db/client";
import {
  type BatchLimits,
  DEFAULT_BATCH_LIMITS,
  deleteOlderThan,
  type PurgedModel,
} from "./delete-in-batches";
import { purgeOldNotifications } from "./notifications";
import type { RetentionPeriods } from "./periods";
import { purgeExpiredRuns } from "./reconcile-runs";

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
  reconcileRuns: number;
  notifications: number;
  notificationAttempts: number;
}

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

  const olderThan = (model: PurgedModel, column: string, cutoff: Date, key?: string) =>
    deleteOlderThan(model, { column, cutoff, key }, limits);

  const callbackDeliveries = await olderThan(db.callbackDelivery, "receivedAt", deliveriesCutoff);
  const callbackRefusalCounts = await olderThan(db.callbackRefusalCount, "minuteStart", deliveriesCutoff);
  const sessions = await purgeEndedSessions(db, before(periods.sessionsMs), limits);
  // A throttle row no longer matters past its expiresAt (lib/auth/throttle.ts).
  const signInThrottles = await olderThan(db.signInThrottle, "expiresAt", throttleCutoff, "key");
  const auditEvents = await olderThan(db.auditEvent, "at", auditCutoff);
  const providerCallCounts = await olderThan(db.providerCallCount, "minuteStart", operationsCutoff);
  const retentionRuns = await olderThan(db.retentionRun, "startedAt", operationsCutoff);
  // A running instance refreshes its row and its breakers' rows with every heartbeat.
  const appInstances = await olderThan(db.appInstance, "lastSeenAt", instancesCutoff);
  // Few rows (one per instance and host): one statement.
  const circuitBreakerStates = (
    await db.circuitBreakerState.deleteMany({ where: { updatedAt: { lt: instancesCutoff } } })
  ).count;
  // Each run carries its own expiry (RECONCILE_RETENTION_DAYS when it started).
  const reconcileRuns = await purgeExpiredRuns(db, now, limits);
  const { notifications, notificationAttempts } = await purgeOldNotifications(
    db,
    before(periods.notificationsMs),
    limits,
  );
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
    reconcileRuns,
    notifications,
    notificationAttempts,
  };
}
