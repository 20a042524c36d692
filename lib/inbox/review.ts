import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { listReviewers } from "./query";

export const REVIEW_EVENT_ACTIONS = ["claim", "assign", "release", "review", "reopen"] as const;
export type ReviewEventAction = (typeof REVIEW_EVENT_ACTIONS)[number];

interface Actor {
  id: string;
}

type Current = { reviewState: string; assigneeId: string | null };

async function current(db: Db, id: string): Promise<Current> {
  const decision = await db.upgradeDecision.findUnique({
    where: { id },
    select: { reviewState: true, assigneeId: true },
  });
  if (!decision) throw new AppError("inbox_not_found");
  return decision;
}

/**
 * Applies a change only if the decision is still as it was read (another reviewer may have acted in the
 * meantime), and writes the review trail in the same transaction.
 */
async function transition(
  db: Db,
  id: string,
  seen: Current,
  data: {
    reviewState: string;
    assigneeId: string | null;
    assignedAt?: Date | null;
    reviewedById?: string | null;
    reviewedAt?: Date | null;
    reviewNote?: string | null;
  },
  event: { actorId: string; action: ReviewEventAction; note?: string | null },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const changed = await tx.upgradeDecision.updateMany({
      where: { id, reviewState: seen.reviewState, assigneeId: seen.assigneeId },
      data,
    });
    if (changed.count !== 1) throw new AppError("inbox_changed_meanwhile");
    await tx.upgradeReviewEvent.create({
      data: {
        decisionId: id,
        actorId: event.actorId,
        action: event.action,
        assigneeId: data.assigneeId,
        note: event.note ?? null,
      },
    });
  });
}

function refuseIfReviewed(seen: Current): void {
  if (seen.reviewState === "reviewed") throw new AppError("inbox_already_reviewed");
}

/** Takes a decision to review: it must be unclaimed (or already the actor's) and not reviewed yet. */
export async function claimDecision(db: Db, id: string, actor: Actor, now = new Date()): Promise<void> {
  const seen = await current(db, id);
  refuseIfReviewed(seen);
  if (seen.assigneeId === actor.id) return;
  if (seen.assigneeId) throw new AppError("inbox_claimed_by_other");
  await transition(
    db,
    id,
    seen,
    { reviewState: "in_review", assigneeId: actor.id, assignedAt: now },
    { actorId: actor.id, action: "claim" },
  );
}

/** Hands a decision to a reviewer (an active user whose roles may review). */
export async function assignDecision(
  db: Db,
  id: string,
  assigneeId: string,
  actor: Actor,
  now = new Date(),
): Promise<void> {
  const seen = await current(db, id);
  refuseIfReviewed(seen);
  const reviewers = await listReviewers(db);
  if (!reviewers.some((reviewer) => reviewer.id === assigneeId)) throw new AppError("inbox_not_a_reviewer");
  if (seen.assigneeId === assigneeId) return;
  await transition(
    db,
    id,
    seen,
    { reviewState: "in_review", assigneeId, assignedAt: now },
    { actorId: actor.id, action: "assign" },
  );
}

/** Puts a claimed decision back in the queue. */
export async function releaseDecision(db: Db, id: string, actor: Actor): Promise<void> {
  const seen = await current(db, id);
  refuseIfReviewed(seen);
  if (!seen.assigneeId) return;
  await transition(
    db,
    id,
    seen,
    { reviewState: "new", assigneeId: null, assignedAt: null },
    { actorId: actor.id, action: "release" },
  );
}

/** Marks a decision reviewed with the reviewer's note; an unclaimed one is taken on the way. */
export async function markReviewed(db: Db, id: string, note: string, actor: Actor, now = new Date()) {
  const seen = await current(db, id);
  refuseIfReviewed(seen);
  if (seen.assigneeId && seen.assigneeId !== actor.id) throw new AppError("inbox_claimed_by_other");
  await transition(
    db,
    id,
    seen,
    {
      reviewState: "reviewed",
      assigneeId: actor.id,
      assignedAt: seen.assigneeId ? undefined : now,
      reviewedById: actor.id,
      reviewedAt: now,
      reviewNote: note,
    },
    { actorId: actor.id, action: "review", note },
  );
}

/** Opens a reviewed decision again, in review by the person who reopened it; the earlier note stays in the trail. */
export async function reopenDecision(
  db: Db,
  id: string,
  note: string | undefined,
  actor: Actor,
  now = new Date(),
) {
  const seen = await current(db, id);
  if (seen.reviewState !== "reviewed") throw new AppError("inbox_not_reviewed");
  await transition(
    db,
    id,
    seen,
    {
      reviewState: "in_review",
      assigneeId: actor.id,
      assignedAt: now,
      reviewedById: null,
      reviewedAt: null,
      reviewNote: null,
    },
    { actorId: actor.id, action: "reopen", note: note || null },
  );
}
