import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/**
 * "Retry now" of a notification given up (state "failed"): pending again, due now, with its attempts counted
 * afresh so that delivery tries it as often as a new one; its attempt log stays. Audited.
 */
export async function retryNotification(db: Db, by: Requester, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({
      where: { id, state: "failed" },
      data: { state: "pending", attempts: 0, nextAttemptAt: new Date(), leaseOwner: null, leaseUntil: null },
    });
    if (count === 0) throw new AppError("notification_not_failed");
    const { kind, channel } = await tx.notification.findUniqueOrThrow({
      where: { id },
      select: { kind: true, channel: true },
    });
    await audit(tx, by, {
      action: "notifications.retry",
      target: { type: "notification", id },
      outcome: "success",
      detail: { kind, channel },
    });
  });
}
