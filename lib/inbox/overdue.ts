import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db, DbTx, Prisma } from "@/lib/db/client";
import { type CappedCount, countDecisionsUpTo } from "./capped-count";
import { UNREVIEWED_STATES } from "./schemas";

const ROW = "default";
const HOUR_MS = 3_600_000;

export const OVERDUE_DEFAULT_HOURS = 24;

/** The instant an unreviewed rejected decision received before it is overdue, at `now`. */
export const overdueCutoff = (now: Date, hours: number): Date => new Date(now.getTime() - hours * HOUR_MS);

/**
 * Not yet reviewed (`UNREVIEWED_STATES`), written as "not reviewed": one `<>` lets the database walk an index in
 * the time received and stop at the page or the cap; an `IN` of two states makes SQLite read and sort every
 * match. The same decisions while the review states are the three of `REVIEW_STATES` (overdue.test.ts).
 */
export const unreviewedWhere: Prisma.UpgradeDecisionWhereInput = { reviewState: { not: "reviewed" } };

/** Overdue: rejected, not yet reviewed, and received strictly before the cut-off (older than the limit). */
export const overdueWhere = (cutoff: Date): Prisma.UpgradeDecisionWhereInput => ({
  status: "rejected",
  ...unreviewedWhere,
  receivedAt: { lt: cutoff },
});

/** Rejected and not yet reviewed: overdue once received before the cut-off. */
export const isUnreviewedRejection = (decision: { status: string; reviewState: string }): boolean =>
  decision.status === "rejected" && (UNREVIEWED_STATES as readonly string[]).includes(decision.reviewState);

/** The same rule for a row already read (the list, the detail). */
export const isOverdue = (
  decision: { status: string; reviewState: string; receivedAt: Date },
  cutoff: Date,
): boolean => isUnreviewedRejection(decision) && decision.receivedAt.getTime() < cutoff.getTime();

/** The limit an admin set, or the default until one is saved. */
export async function overdueAfterHours(db: DbTx): Promise<number> {
  const row = await db.inboxSettings.findUnique({ where: { id: ROW }, select: { overdueAfterHours: true } });
  return row?.overdueAfterHours ?? OVERDUE_DEFAULT_HOURS;
}

/** What the Inbox tab of the navigation shows. */
export interface QueueCounts {
  unreviewed: CappedCount;
  overdue: CappedCount;
}

/**
 * What the Inbox tab of the navigation counts: the decisions still waiting for a review, and of them those
 * overdue. Everyone with `inbox.view` sees every decision, so the counts are the whole inbox's. Each stops at the
 * cap, read from its index: every open tab asks every few seconds.
 */
export async function queueCounts(db: Db, now: Date): Promise<QueueCounts> {
  const cutoff = overdueCutoff(now, await overdueAfterHours(db));
  const [unreviewed, overdue] = await Promise.all([
    countDecisionsUpTo(db, unreviewedWhere),
    countDecisionsUpTo(db, overdueWhere(cutoff)),
  ]);
  return { unreviewed, overdue };
}

/** An admin's change of the limit, audited with the old and new values. */
export async function updateOverdueAfterHours(db: Db, by: Requester, hours: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await overdueAfterHours(tx);
    await tx.inboxSettings.upsert({
      where: { id: ROW },
      create: { id: ROW, overdueAfterHours: hours, updatedBy: by.user.email },
      update: { overdueAfterHours: hours, updatedBy: by.user.email },
    });
    await audit(tx, by, {
      action: "inbox.overdue_update",
      target: { type: "inbox_settings", id: ROW },
      outcome: "success",
      detail: { from: before, to: hours },
    });
  });
}
