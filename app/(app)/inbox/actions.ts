"use server";
import { revalidatePath } from "next/cache";
import { audit } from "@/lib/audit/audit";
import { keyring } from "@/lib/crypto/keys";
import { AppError } from "@/lib/errors";
import { DECISION_TARGET, decisionPii, decisionRawBody } from "@/lib/inbox/detail";
import { nextUnreviewed } from "@/lib/inbox/query";
import {
  assignDecision,
  claimDecision,
  markReviewed,
  releaseDecision,
  reopenDecision,
} from "@/lib/inbox/review";
import {
  assignSchema,
  decisionIdSchema,
  nextUnreviewedSchema,
  rawBodySchema,
  reopenSchema,
  reviewSchema,
} from "@/lib/inbox/schemas";
import { defineAction } from "@/lib/safe-action";

const target = (id: string) => ({ type: DECISION_TARGET, id });

function refresh(id: string) {
  revalidatePath("/inbox");
  revalidatePath(`/inbox/${id}`);
}

export const claimDecisionAction = defineAction({
  name: "inbox.claim",
  permission: "inbox.review",
  input: decisionIdSchema,
  async run({ id }, { user, db, ip }) {
    await claimDecision(db, id, user);
    await audit(db, { actor: user, action: "inbox.claim", target: target(id), outcome: "success", ip });
    refresh(id);
    return null;
  },
});

export const assignDecisionAction = defineAction({
  name: "inbox.assign",
  permission: "inbox.review",
  input: assignSchema,
  async run({ id, assigneeId }, { user, db, ip }) {
    await assignDecision(db, id, assigneeId, user);
    await audit(db, {
      actor: user,
      action: "inbox.assign",
      target: target(id),
      outcome: "success",
      detail: { assigneeId },
      ip,
    });
    refresh(id);
    return null;
  },
});

export const releaseDecisionAction = defineAction({
  name: "inbox.release",
  permission: "inbox.review",
  input: decisionIdSchema,
  async run({ id }, { user, db, ip }) {
    await releaseDecision(db, id, user);
    await audit(db, { actor: user, action: "inbox.release", target: target(id), outcome: "success", ip });
    refresh(id);
    return null;
  },
});

export const markReviewedAction = defineAction({
  name: "inbox.review",
  permission: "inbox.review",
  input: reviewSchema,
  async run({ id, note }, { user, db, ip }) {
    await markReviewed(db, id, note, user);
    // The note is review content, kept in the decision's trail; the audit log records that it happened.
    await audit(db, { actor: user, action: "inbox.review", target: target(id), outcome: "success", ip });
    refresh(id);
    return null;
  },
});

export const reopenDecisionAction = defineAction({
  name: "inbox.reopen",
  permission: "inbox.review",
  input: reopenSchema,
  async run({ id, note }, { user, db, ip }) {
    await reopenDecision(db, id, note, user);
    await audit(db, { actor: user, action: "inbox.reopen", target: target(id), outcome: "success", ip });
    refresh(id);
    return null;
  },
});

/** One click shows the mother's maiden name to a compliance reviewer; who saw which record when is audited. */
export const revealMaidenNameAction = defineAction({
  name: "inbox.reveal",
  permission: "inbox.reveal",
  input: decisionIdSchema,
  async run({ id }, { user, db, ip }) {
    const pii = await decisionPii(db, id, keyring());
    if (!pii) throw new AppError("inbox_not_found");
    await audit(db, { actor: user, action: "inbox.reveal", target: target(id), outcome: "success", ip });
    return { motherMaidenName: pii.motherMaidenName };
  },
});

/**
 * One click shows a raw body that could not be masked, as received, to a compliance reviewer; audited like
 * the maiden name, naming the delivery.
 */
export const revealRawBodyAction = defineAction({
  name: "inbox.reveal_raw",
  permission: "inbox.reveal",
  input: rawBodySchema,
  async run({ id, deliveryId }, { user, db, ip }) {
    const body = await decisionRawBody(db, id, deliveryId, keyring());
    if (!body) throw new AppError("inbox_not_found");
    await audit(db, {
      actor: user,
      action: "inbox.reveal_raw",
      target: target(id),
      outcome: "success",
      detail: { deliveryId },
      ip,
    });
    return body;
  },
});

export const nextUnreviewedAction = defineAction({
  name: "inbox.nextUnreviewed",
  permission: "inbox.review",
  input: nextUnreviewedSchema,
  async run({ after }, { user, db }) {
    return { id: await nextUnreviewed(db, user.id, after) };
  },
});
