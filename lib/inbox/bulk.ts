import { type AuditDetail, auditEach } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { recountBucketsOf } from "@/lib/insights/rollup";
import { agreesWithProvider, requireOffered } from "./dispositions";
import { inboxOrderBy } from "./order";
import { decisionsWhere } from "./query";
import {
  applyChanges,
  assignChange,
  type Current,
  changesInsights,
  claimChange,
  type PlannedChange,
  type ReviewChange,
  type ReviewEventAction,
  requireReviewer,
  reviewChange,
  stepEntry,
} from "./review";
import { BULK_LIMIT, type BulkAction } from "./schemas";

/** A decision as read before the bulk action changes it: the step applies only if it is still so. */
export interface BulkTarget extends Current {
  id: string;
  originalReferenceNo: string;
}

/** A decision left as it was, by its reference (null: no decision has the id sent), and why. */
export interface BulkRefusal {
  id: string;
  reference: string | null;
  code: string;
}

export interface BulkOutcome {
  /** Decisions the step applied to (or that were already so: claiming one's own, assigning to its assignee). */
  done: number;
  refused: BulkRefusal[];
}

/** One step for every decision: what it changes on each as read, or null when there is nothing to change. */
export interface BulkStep {
  action: ReviewEventAction;
  /** How the audit entry of a decision already so describes the step, as the single step does. */
  detail?: AuditDetail;
  changeOf: (seen: Current) => ReviewChange | null;
}

// Decisions changed per transaction: a long selection holds SQLite's write lock a moment at a time, and each
// transaction recounts the insights' buckets its decisions fall in once.
const CHUNK = 100;

const CHUNK_TIMEOUT_MS = 30_000;

const TARGET_FIELDS = { id: true, originalReferenceNo: true, reviewState: true, assigneeId: true } as const;

/**
 * The decisions a selection names now: those ticked (the missing ones refused as not found), or every one
 * matching the filter as this person reads it ("assigned to me" is them), at most BULK_LIMIT.
 */
export async function selectTargets(
  db: Db,
  by: Requester,
  selection: BulkAction["selection"],
  { timeZone, now }: { timeZone: string; now: Date },
): Promise<{ targets: BulkTarget[]; missing: BulkRefusal[] }> {
  if (selection.kind === "ids") {
    const targets = await db.upgradeDecision.findMany({
      where: { id: { in: selection.ids } },
      select: TARGET_FIELDS,
    });
    const found = new Set(targets.map((target) => target.id));
    const missing = [...new Set(selection.ids)]
      .filter((id) => !found.has(id))
      .map((id) => ({ id, reference: null, code: "inbox_not_found" }));
    return { targets, missing };
  }
  const { where } = await decisionsWhere(db, selection.filter, by.user.id, timeZone, now);
  const targets = await db.upgradeDecision.findMany({
    where,
    orderBy: inboxOrderBy("oldest"),
    take: BULK_LIMIT + 1,
    select: TARGET_FIELDS,
  });
  if (targets.length > BULK_LIMIT) throw new AppError("inbox_bulk_too_many");
  return { targets, missing: [] };
}

/** A disposition bulk review may record: offered, and agreeing with the provider's decision. */
async function requireAgreeing(db: Db, dispositionId: string): Promise<void> {
  if (!agreesWithProvider(await requireOffered(db, dispositionId)))
    throw new AppError("inbox_bulk_disagreeing");
}

/** The operation as a step, its checks that do not depend on the decision made once. */
export async function bulkStep(
  db: Db,
  by: Requester,
  operation: BulkAction["operation"],
  now: Date,
): Promise<BulkStep> {
  switch (operation.kind) {
    case "claim":
      return { action: "claim", changeOf: (seen) => claimChange(seen, by, now) };
    case "assign": {
      const { assigneeId } = operation;
      await requireReviewer(db, assigneeId);
      return {
        action: "assign",
        detail: { assigneeId },
        changeOf: (seen) => assignChange(seen, assigneeId, now),
      };
    }
    case "review": {
      const { dispositionId } = operation;
      await requireAgreeing(db, dispositionId);
      return {
        action: "review",
        changeOf: (seen) => reviewChange(seen, by, { note: null, dispositionId }, now),
      };
    }
  }
}

const refusal = (target: BulkTarget, code: string): BulkRefusal => ({
  id: target.id,
  reference: target.originalReferenceNo,
  code,
});

/**
 * Applies the step to each decision as read, a chunk per transaction, with the rules of a single review step:
 * each decision changed and audited on its own, and one that changed since it was read (reviewed or claimed
 * by someone else meanwhile) refused rather than overwritten. The rest proceed.
 */
export async function applyToTargets(
  db: Db,
  by: Requester,
  targets: readonly BulkTarget[],
  step: BulkStep,
): Promise<BulkOutcome> {
  let done = 0;
  const refused: BulkRefusal[] = [];
  for (let start = 0; start < targets.length; start += CHUNK) {
    const planned: (PlannedChange & { seen: BulkTarget })[] = [];
    const unchanged: BulkTarget[] = [];
    for (const target of targets.slice(start, start + CHUNK)) {
      try {
        const change = step.changeOf(target);
        if (change) planned.push({ id: target.id, seen: target, change });
        else unchanged.push(target);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push(refusal(target, error.code));
      }
    }
    if (planned.length === 0 && unchanged.length === 0) continue;
    const changed = await db.$transaction(
      async (tx) => {
        await auditEach(
          tx,
          by,
          unchanged.map((target) => stepEntry(step.action, target.id, step.detail)),
        );
        const applied = await applyChanges(tx, by, planned);
        const recount = planned.filter((item) => applied.has(item.id) && changesInsights(item.change));
        if (recount.length > 0)
          await recountBucketsOf(
            tx,
            recount.map((item) => item.id),
          );
        return applied;
      },
      { timeout: CHUNK_TIMEOUT_MS },
    );
    done += unchanged.length + changed.size;
    for (const { id, seen } of planned) {
      if (!changed.has(id)) refused.push(refusal(seen, "inbox_changed_meanwhile"));
    }
  }
  return { done, refused };
}

/**
 * Claims, assigns or marks reviewed (with a disposition that agrees with the provider) every decision of a
 * selection, each on its own; the ones refused are reported by reference, the rest proceed.
 */
export async function bulkAct(
  db: Db,
  by: Requester,
  { selection, operation }: BulkAction,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<BulkOutcome> {
  const step = await bulkStep(db, by, operation, now);
  const { targets, missing } = await selectTargets(db, by, selection, { timeZone, now });
  const outcome = await applyToTargets(db, by, targets, step);
  return { done: outcome.done, refused: [...missing, ...outcome.refused] };
}
