import { env } from "@/lib/env";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of record is kept, in milliseconds (RETENTION_* in .env.example). */
export interface RetentionPeriods {
  /** Callback deliveries and the counts of refused anonymous callers, after they arrived. */
  callbackDeliveriesMs: number;
  /** Sessions, after they expired. */
  sessionsMs: number;
  /** Sign-in throttle rows, after they expired. */
  signInThrottleMs: number;
  /** Audit events, after they happened. */
  auditMs: number;
  /** Provider call counts and retention passes, after their minute or pass. */
  operationsMs: number;
  /** Instances (and their circuit breakers), after they were last seen. */
  instancesMs: number;
  /** Notifications sent or given up, and the delivery log's attempts, after they were queued or tried. */
  notificationsMs: number;
}

export function retentionPeriods(): RetentionPeriods {
  const config = env();
  return {
    callbackDeliveriesMs: config.RETENTION_CALLBACK_DELIVERY_DAYS * DAY_MS,
    sessionsMs: config.RETENTION_SESSION_DAYS * DAY_MS,
    signInThrottleMs: config.RETENTION_SIGN_IN_THROTTLE_HOURS * HOUR_MS,
    auditMs: config.RETENTION_AUDIT_DAYS * DAY_MS,
    operationsMs: config.RETENTION_OPERATIONS_DAYS * DAY_MS,
    instancesMs: config.RETENTION_INSTANCE_HOURS * HOUR_MS,
    notificationsMs: config.RETENTION_NOTIFICATION_DAYS * DAY_MS,
  };
}
