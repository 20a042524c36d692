import { type AuditDetail, audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { recountBucketOf } from "@/lib/insights/rollup";
import { DECISION_TARGET } from "./detail";
import { agreesWithProvider, requireOffered } from "./dispositions";
import { listReviewers } from "./query";

export const REVIEW_EVENT_ACTIONS = ["claim", "assign", "release", "review", "reopen"] as const;
export type ReviewEventAction = (typeof REVIEW_EVENT_ACTIONS)[number];

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
 * meantime), and writes the review trail and the audit entry in the same transaction; a change to what the
 * insights count (a review made or undone) recounts their roll-up there too.
 */
async function transition(
  db: Db,
  by: Requester,
  id: string,
  seen: Current,
  data: {
    reviewState: string;
    assigneeId: string | null;
    assignedAt?: Date | null;
    reviewedById?: string | null;
    reviewedAt?: Date | null;
    reviewNote?: string | null;
    dispositionId?: string | null;
  },
  event: { action: ReviewEventAction; note?: string | null; detail?: AuditDetail },
): Promise<void> {
  await db.$transaction(async (tx) => {
    const changed = await tx.upgradeDecision.updateMany({
      where: { id, reviewState: seen.reviewState, assigneeId: seen.assigneeId },
      data,
    });
    if (changed.count !== 1) throw new AppError("inbox_changed_meanwhile");
    if (data.reviewedAt !== undefined) await recountBucketOf(tx, id);
    await tx.upgradeReviewEvent.create({
      data: {
        decisionId: id,
        actorId: by.user.id,
        action: event.action,
        assigneeId: data.assigneeId,
        note: event.note ?? null,
      },
    });
    await auditStep(tx, by, event.action, id, event.detail);
  });
}

function refuseIfReviewed(seen: Current): void {
  if (seen.reviewState === "reviewed") throw new AppError("inbox_already_reviewed");
}

/**
 * Every step is audited, also when there was nothing to change (claiming one's own). A note is review
 * content, kept in the trail: the audit log records only that the step happened.
 */
async function auditStep(
  tx: DbTx,
  by: Requester,
  action: ReviewEventAction,
  id: string,
  detail?: AuditDetail,
): Promise<void> {
  await audit(tx, by, {
    action: `inbox.${action}`,
    target: { type: DECISION_TARGET, id },
    outcome: "success",
    detail,
  });
}

/** Takes a decision to review: it must be unclaimed (or already the reviewer's) and not reviewed yet. */
export async function claimDecision(db: Db, by: Requester, id: string, now = new Date()): Promise<void> {
  const seen = await current(db, id);
  refuseIfReviewed(seen);
  if (seen.assigneeId === by.user.id) return auditStep(db, by, "claim", id);
  if (seen.assigneeId) throw new AppError("inbox_claimed_by_other");
  await transition(
    db,
    by,
    id,
    seen,
    { reviewState: "in_review", assigneeId: by.user.id, assignedAt: now },
    { action: "claim" },
  );
}

/** Hands a decision to a reviewer (an active user whose roles may review). */
export async function assignDecision(
  db: Db,
  by: Requester,
  id: string,
  assigneeId: string,
  now = new Date(),
): Promise<void> {
  const seen = await current(db, id);
  refuseIfReviewed(seen);
  const reviewers = await listReviewers(db);
  if (!reviewers.some((reviewer) => reviewer.id === assigneeId)) throw new AppError("inbox_not_a_reviewer");
  const detail = { assigneeId };
  if (seen.assigneeId === assigneeId) return auditStep(db, by, "assign", id, detail);
  await transition(
    db,
    by,
    id,
    seen,
    { reviewState: "in_review", assigneeId, assignedAt: now },
    { action: "assign", detail },
  );
}

/** Puts a claimed decision back in the queue. */
export async function releaseDecision(db: Db, by: Requester, id: string): Promise<void> {
  const seen = await current(db, id);
  refuseIfReviewed(seen);
  if (!seen.assigneeId) return auditStep(db, by, "release", id);
  await transition(
    db,
    by,
    id,
    seen,
    { reviewState: "new", assigneeId: null, assignedAt: null },
    { action: "release" },
  );
}

/**
 * Marks a decision reviewed with the reviewer's disposition (one the list offers) and note, which only a
 * disposition agreeing with the provider may go without; an unclaimed one is taken on the way.
 */
export async function markReviewed(
  db: Db,
  by: Requester,
  id: string,
  { note, dispositionId }: { note: string; dispositionId: string },
  now = new Date(),
) {
  const seen = await current(db, id);
  refuseIfReviewed(seen);
  if (seen.assigneeId && seen.assigneeId !== by.user.id) throw new AppError("inbox_claimed_by_other");
  const disposition = await requireOffered(db, dispositionId);
  if (!note && !agreesWithProvider(disposition)) throw new AppError("inbox_note_required");
  await transition(
    db,
    by,
    id,
    seen,
    {
      reviewState: "reviewed",
      assigneeId: by.user.id,
      assignedAt: seen.assigneeId ? undefined : now,
      reviewedById: by.user.id,
      reviewedAt: now,
      reviewNote: note || null,
      dispositionId,
    },
    { action: "review", note: note || null, detail: { disposition: dispositionId } },
  );
}

/** Changes the disposition a review recorded (its reviewer had second thoughts, or a colleague corrects it). */
export async function changeDisposition(db: Db, by: Requester, id: string, dispositionId: string) {
  const decision = await db.upgradeDecision.findUnique({
    where: { id },
    select: { reviewState: true, dispositionId: true, reviewNote: true },
  });
  if (!decision) throw new AppError("inbox_not_found");
  if (decision.reviewState !== "reviewed") throw new AppError("inbox_not_reviewed");
  // A review without a note may only be changed to another agreeing disposition: one that needs a note is
  // chosen by reviewing again (reopen), with the note.
  if (!agreesWithProvider(await requireOffered(db, dispositionId)) && !decision.reviewNote)
    throw new AppError("inbox_disposition_needs_note");
  const entry = {
    action: "inbox.disposition_change",
    target: { type: DECISION_TARGET, id },
    outcome: "success",
    detail: { from: decision.dispositionId, to: dispositionId },
  } as const;
  if (decision.dispositionId === dispositionId) return audit(db, by, entry);
  await db.$transaction(async (tx) => {
    const changed = await tx.upgradeDecision.updateMany({
      where: { id, reviewState: "reviewed", dispositionId: decision.dispositionId },
      data: { dispositionId },
    });
    if (changed.count !== 1) throw new AppError("inbox_changed_meanwhile");
    await recountBucketOf(tx, id);
    await audit(tx, by, entry);
  });
}

/** Opens a reviewed decision again, in review by the person who reopened it; the earlier note stays in the trail. */
export async function reopenDecision(
  db: Db,
  by: Requester,
  id: string,
  note: string | undefined,
  now = new Date(),
) {
  const seen = await current(db, id);
  if (seen.reviewState !== "reviewed") throw new AppError("inbox_not_reviewed");
  await transition(
    db,
    by,
    id,
    seen,
    {
      reviewState: "in_review",
      assigneeId: by.user.id,
      assignedAt: now,
      reviewedById: null,
      reviewedAt: null,
      reviewNote: null,
      dispositionId: null,
    },
    { action: "reopen", note: note || null },
  );
}
