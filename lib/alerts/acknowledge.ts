import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/**
 * Someone takes an open alert in hand: who and when are kept (its history, the audit log) and its reminders
 * stop. An alert already acknowledged or resolved meanwhile is refused, so two admins never both take it.
 */
export async function acknowledgeAlert(db: Db, by: Requester, id: string, now = new Date()): Promise<void> {
  await db.$transaction(async (tx) => {
    const taken = await tx.alert.updateMany({
      where: { id, state: "open" },
      data: { state: "acknowledged", acknowledgedAt: now, acknowledgedById: by.user.id },
    });
    if (taken.count === 0) {
      const alert = await tx.alert.findUnique({ where: { id }, select: { state: true } });
      throw new AppError(alert ? "alert_not_open" : "alert_not_found");
    }
    const alert = await tx.alert.findUniqueOrThrow({ where: { id }, select: { rule: true, subject: true } });
    await tx.alertEvent.create({ data: { alertId: id, at: now, change: "acknowledged", byId: by.user.id } });
    await audit(tx, by, {
      action: "alert.acknowledge",
      target: { type: "alert", id },
      outcome: "success",
      detail: { rule: alert.rule, subject: alert.subject },
    });
  });
}
