import { env } from "@/lib/env";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a run started now is deleted with its file and rows (`RECONCILE_RETENTION_DAYS`, 30 by default). */
export function runExpiry(now: Date, days = env().RECONCILE_RETENTION_DAYS): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
