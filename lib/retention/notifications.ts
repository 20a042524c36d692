import type { Db } from "@/lib/db/client";
import {
  type BatchLimits,
  DEFAULT_BATCH_LIMITS,
  deleteInBatches,
  deleteOlderThan,
} from "./delete-in-batches";

/**
 * Deletes the delivery log's attempts and the notifications that are done with (sent, or given up) from before
 * `cutoff` (RETENTION_NOTIFICATION_DAYS). A message still waiting to be sent is kept whatever its age.
 */
export async function purgeOldNotifications(
  db: Db,
  cutoff: Date,
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<{ notifications: number; notificationAttempts: number }> {
  const notificationAttempts = await deleteOlderThan(
    db.notificationAttempt,
    { column: "at", cutoff },
    limits,
  );
  const done = { state: { in: ["sent", "failed"] }, createdAt: { lt: cutoff } };
  const notifications = await deleteInBatches(
    async (take) =>
      (await db.notification.findMany({ where: done, select: { id: true }, take })).map((row) => row.id),
    (ids) => db.notification.deleteMany({ where: { id: { in: ids } } }),
    limits,
  );
  return { notifications, notificationAttempts };
}
