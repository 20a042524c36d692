import { type AuditDetail, audit, auditEach } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { recountBucketOf } from "@/lib/insights/rollup";
import { DECISION_TARGET } from "./detail";
import { agreesWithProvider, requireOffered } from "./dispositions";
import { listReviewers } from "./query";

export const REVIEW_EVENT_ACTIONS = ["claim", "assign", "release", "review", "reopen"] as const;
export type ReviewEventAction = (typeof REVIEW_EVENT_ACTIONS)[number];

export type Current = { reviewState: string; assigneeId: string | null };

async function current(db: Db, id: string): Promise<Current> {
  const decision = await db.upgradeDecision.findUnique({
    where: { id },
    select: { reviewState: true, assigneeId: true },
  });
  if (!decision) throw new AppError("inbox_not_found");
  return decision;
}

/** What a step changes on a decision, and how its trail and audit entry describe it. */
export interface ReviewChange {
  data: {
    reviewState: string;
    assigneeId: string | null;
    assignedAt?: Date | null;
    reviewedById?: string | null;
    reviewedAt?: Date | null;
    reviewNote?: string | null;
    dispositionId?: string | null;
  };
  event: { action: ReviewEventAction; note?: string | null; detail?: AuditDetail };
}

/** A change to one decision, as it was read when the change was decided. */
export interface PlannedChange {
  id: string;
  seen: Current;
  change: ReviewChange;
}

/**
 * Inside the caller's transaction: applies each change only if its decision is still as it was read (another
 * reviewer may have acted in the meantime), each with its own review trail and audit entry. Answers the ids
 * changed; the others were changed meanwhile. Decisions read alike get the same change in one statement, the
 * guard still per decision. A change to what the insights count is recounted by the caller, in the same
 * transaction.
 */
export async function applyChanges(
  tx: DbTx,
  by: Requester,
  planned: readonly PlannedChange[],
): Promise<Set<string>> {
  const alike = new Map<string, PlannedChange[]>();
  for (const item of planned) {
    const key = JSON.stringify([item.seen.reviewState, item.seen.assigneeId, item.change]);
    alike.set(key, [...(alike.get(key) ?? []), item]);
  }
  const changed = new Set<string>();
  for (const [first, ...rest] of alike.values()) {
    if (!first) continue;
    const rows = await tx.upgradeDecision.updateManyAndReturn({
      where: {
        id: { in: [first, ...rest].map((item) => item.id) },
        reviewState: first.seen.reviewState,
        assigneeId: first.seen.assigneeId,
      },
      data: first.change.data,
      select: { id: true },
    });
    for (const row of rows) changed.add(row.id);
  }
  const applied = planned.filter((item) => changed.has(item.id));
  if (applied.length === 0) return changed;
  await tx.upgradeReviewEvent.createMany({
    data: applied.map(({ id, change: { data, event } }) => ({
      decisionId: id,
      actorId: by.user.id,
      action: event.action,
      assigneeId: data.assigneeId,
      note: event.note ?? null,
    })),
  });
  await auditEach(
    tx,
    by,
    applied.map(({ id, change: { event } }) => stepEntry(event.action, id, event.detail)),
  );
  return changed;
}

/** A change that counts for the insights: a review made or undone. */
export const changesInsights = ({ data }: ReviewChange) => data.reviewedAt !== undefined;

/** One step in its own transaction, recounting the insights' roll-up there too when it changes what they count. */
async function transition(db: Db, by: Requester, id: string, seen: Current, change: ReviewChange) {
  await db.$transaction(async (tx) => {
    const changed = await applyChanges(tx, by, [{ id, seen, change }]);
    if (!changed.has(id)) throw new AppError("inbox_changed_meanwhile");
    if (changesInsights(change)) await recountBucketOf(tx, id);
  });
}

function refuseIfReviewed(seen: Current): void {
  if (seen.reviewState === "reviewed") throw new AppError("inbox_already_reviewed");
}

/**
 * Every step is audited, also when there was nothing to change (claiming one's own). A note is review
 * content, kept in the trail: the audit log records only that the step happened.
 */
export async function auditStep(
  tx: DbTx,
  by: Requester,
  action: ReviewEventAction,
  id: string,
  detail?: AuditDetail,
): Promise<void> {
  await audit(tx, by, stepEntry(action, id, detail));
}

/** A step's audit entry: the decision it was taken on. */
export function stepEntry(action: ReviewEventAction, id: string, detail?: AuditDetail) {
  return {
    action: `inbox.${action}`,
    target: { type: DECISION_TARGET, id },
    outcome: "success",
    detail,
  } as const;
}

/**
 * Claiming a decision as read: it must be unclaimed (or already the reviewer's: nothing to change, null) and
 * not reviewed yet. Throws the refusal.
 */
export function claimChange(seen: Current, by: Requester, now: Date): ReviewChange | null {
  refuseIfReviewed(seen);
  if (seen.assigneeId === by.user.id) return null;
  if (seen.assigneeId) throw new AppError("inbox_claimed_by_other");
  return {
    data: { reviewState: "in_review", assigneeId: by.user.id, assignedAt: now },
    event: { action: "claim" },
  };
}

/** Takes a decision to review. */
export async function claimDecision(db: Db, by: Requester, id: string, now = new Date()): Promise<void> {
  const seen = await current(db, id);
  const change = claimChange(seen, by, now);
  if (!change) return auditStep(db, by, "claim", id);
  await transition(db, by, id, seen, change);
}

/** A reviewer a decision can be handed to: an active user whose roles may review. */
export async function requireReviewer(db: Db, assigneeId: string): Promise<void> {
  const reviewers = await listReviewers(db);
  if (!reviewers.some((reviewer) => reviewer.id === assigneeId)) throw new AppError("inbox_not_a_reviewer");
}

/** Handing a decision as read to a reviewer (null: it is theirs already). Throws the refusal. */
export function assignChange(seen: Current, assigneeId: string, now: Date): ReviewChange | null {
  refuseIfReviewed(seen);
  if (seen.assigneeId === assigneeId) return null;
  return {
    data: { reviewState: "in_review", assigneeId, assignedAt: now },
    event: { action: "assign", detail: { assigneeId } },
  };
}

/** Hands a decision to a reviewer. */
export async function assignDecision(
  db: Db,
  by: Requester,
  id: string,
  assigneeId: string,
  now = new Date(),
): Promise<void> {
  const seen = await current(db, id);
  const change = assignChange(seen, assigneeId, now);
  await requireReviewer(db, assigneeId);
  if (!change) return auditStep(db, by, "assign", id, { assigneeId });
  await transition(db, by, id, seen, change);
}

/** Puts a claimed decision back in the queue. */
export async function releaseDecision(db: Db, by: Requester, id: string): Promise<void> {
  const seen = await current(db, id);
  refuseIfReviewed(seen);
  if (!seen.assigneeId) return auditStep(db, by, "release", id);
  await transition(db, by, id, seen, {
    data: { reviewState: "new", assigneeId: null, assignedAt: null },
    event: { action: "release" },
  });
}

/**
 * Marking a decision as read reviewed by this reviewer (an unclaimed one is taken on the way), with a
 * disposition already checked as offered. Throws the refusal.
 */
export function reviewChange(
  seen: Current,
  by: Requester,
  { note, dispositionId }: { note: string | null; dispositionId: string },
  now: Date,
): ReviewChange {
  refuseIfReviewed(seen);
  if (seen.assigneeId && seen.assigneeId !== by.user.id) throw new AppError("inbox_claimed_by_other");
  return {
    data: {
      reviewState: "reviewed",
      assigneeId: by.user.id,
      assignedAt: seen.assigneeId ? undefined : now,
      reviewedById: by.user.id,
      reviewedAt: now,
      reviewNote: note || null,
      dispositionId,
    },
    event: { action: "review", note: note || null, detail: { disposition: dispositionId } },
  };
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
  const change = reviewChange(seen, by, { note, dispositionId }, now);
  const disposition = await requireOffered(db, dispositionId);
  if (!note && !agreesWithProvider(disposition)) throw new AppError("inbox_note_required");
  await transition(db, by, id, seen, change);
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
  await transition(db, by, id, seen, {
    data: {
      reviewState: "in_review",
      assigneeId: by.user.id,
      assignedAt: now,
      reviewedById: null,
      reviewedAt: null,
      reviewNote: null,
      dispositionId: null,
    },
    event: { action: "reopen", note: note || null },
  });
}
