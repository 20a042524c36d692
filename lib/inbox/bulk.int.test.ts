import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { storedDecisionRow } from "@/test/decision-row";
import { applyToTargets, bulkAct, bulkStep, selectTargets } from "./bulk";
import { markReviewed } from "./review";
import { BULK_LIMIT } from "./schemas";

const ZONE = "Asia/Jakarta";
const NOW = new Date("2026-11-20T08:00:00Z");
let sequence = 0;

interface Shape {
  status?: "approved" | "rejected";
  reviewState?: "new" | "in_review" | "reviewed";
  assigneeId?: string | null;
  reviewedById?: string | null;
}

/** Decisions as the receiver stores them, one a minute back from NOW, with their references in order. */
async function decisions(count: number, shape: Shape = {}): Promise<{ id: string; reference: string }[]> {
  const rows = Array.from({ length: count }, () => {
    sequence += 1;
    const reference = `UPG-B${sequence}`;
    const custId = `cust-${sequence}`;
    return {
      ...storedDecisionRow({
        reference,
        custId,
        status: shape.status ?? "rejected",
        receivedAt: new Date(NOW.getTime() - sequence * 60_000),
      }),
      reviewState: shape.reviewState ?? "new",
      assigneeId: shape.assigneeId ?? null,
      reviewedById: shape.reviewedById ?? null,
      reviewedAt: shape.reviewState === "reviewed" ? NOW : null,
      dispositionId: shape.reviewState === "reviewed" ? "agrees" : null,
    };
  });
  await db().upgradeDecision.createMany({ data: rows });
  const stored = await db().upgradeDecision.findMany({
    where: { originalReferenceNo: { in: rows.map((row) => row.originalReferenceNo) } },
    select: { id: true, originalReferenceNo: true },
  });
  const byReference = new Map(stored.map((row) => [row.originalReferenceNo, row.id]));
  return rows.map((row) => ({
    id: byReference.get(row.originalReferenceNo) ?? "",
    reference: row.originalReferenceNo,
  }));
}

const state = (id: string) =>
  db().upgradeDecision.findUniqueOrThrow({
    where: { id },
    select: {
      reviewState: true,
      assigneeId: true,
      reviewedById: true,
      dispositionId: true,
      reviewNote: true,
    },
  });

const auditedTargets = async (action: string) =>
  (await db().auditEvent.findMany({ where: { action }, select: { targetId: true } }))
    .map((event) => event.targetId)
    .sort();

describe("bulk actions in the inbox", () => {
  beforeEach(() => resetDb());

  it("marks the ticked decisions reviewed, each audited on its own, and reports by reference the ones it left", async () => {
    const reviewer = await makeUser(["compliance"]);
    const other = await makeUser(["compliance"]);
    const [open] = await decisions(1);
    const [mine] = await decisions(1, { reviewState: "in_review", assigneeId: reviewer.id });
    const [reviewed] = await decisions(1, { reviewState: "reviewed", reviewedById: other.id });
    const [claimed] = await decisions(1, { reviewState: "in_review", assigneeId: other.id });
    if (!open || !mine || !reviewed || !claimed) throw new Error("not seeded");

    const outcome = await bulkAct(
      db(),
      asRequester(reviewer),
      {
        selection: { kind: "ids", ids: [open.id, mine.id, reviewed.id, claimed.id, "gone-decision"] },
        operation: { kind: "review", dispositionId: "agrees" },
      },
      { timeZone: ZONE, now: NOW },
    );

    expect(outcome.done).toBe(2);
    expect(outcome.refused).toEqual(
      expect.arrayContaining([
        { id: "gone-decision", reference: null, code: "inbox_not_found" },
        { id: reviewed.id, reference: reviewed.reference, code: "inbox_already_reviewed" },
        { id: claimed.id, reference: claimed.reference, code: "inbox_claimed_by_other" },
      ]),
    );
    expect(outcome.refused).toHaveLength(3);
    for (const { id } of [open, mine]) {
      expect(await state(id)).toMatchObject({
        reviewState: "reviewed",
        reviewedById: reviewer.id,
        assigneeId: reviewer.id,
        dispositionId: "agrees",
      });
    }
    expect(await auditedTargets("inbox.review")).toEqual([open.id, mine.id].sort());
    for (const entry of await db().auditEvent.findMany({ where: { action: "inbox.review" } })) {
      expect(entry).toMatchObject({
        actorId: reviewer.id,
        actorEmail: reviewer.email,
        targetType: "upgrade_decision",
        outcome: "success",
        detail: JSON.stringify({ disposition: "agrees" }),
      });
      expect(Math.abs(entry.at.getTime() - Date.now())).toBeLessThan(60_000);
    }
    expect(await db().upgradeReviewEvent.count({ where: { action: "review" } })).toBe(2);
    expect(await state(reviewed.id)).toMatchObject({ reviewedById: other.id });
    expect(await state(claimed.id)).toMatchObject({ reviewState: "in_review", assigneeId: other.id });
  });

  it("refuses a decision reviewed by someone else after it was read, leaving their review, and reviews the rest", async () => {
    const reviewer = await makeUser(["compliance"]);
    const other = await makeUser(["compliance"]);
    const [first, second, third] = await decisions(3);
    if (!first || !second || !third) throw new Error("not seeded");
    const by = asRequester(reviewer);
    const { targets } = await selectTargets(
      db(),
      by,
      { kind: "ids", ids: [first.id, second.id, third.id] },
      { timeZone: ZONE, now: NOW },
    );

    await markReviewed(db(), asRequester(other), second.id, {
      note: "Checked the KTP",
      dispositionId: "disagrees",
    });
    const step = await bulkStep(db(), by, { kind: "review", dispositionId: "agrees" }, NOW);
    const outcome = await applyToTargets(db(), by, targets, step);

    expect(outcome).toEqual({
      done: 2,
      refused: [{ id: second.id, reference: second.reference, code: "inbox_changed_meanwhile" }],
    });
    expect(await state(second.id)).toMatchObject({
      reviewedById: other.id,
      dispositionId: "disagrees",
      reviewNote: "Checked the KTP",
    });
    expect(await auditedTargets("inbox.review")).toEqual([first.id, second.id, third.id].sort());
    expect(await db().auditEvent.count({ where: { action: "inbox.review", actorId: reviewer.id } })).toBe(2);
  });

  it("records in bulk only a disposition that agrees with the provider, neither disagreeing nor asking for follow-up", async () => {
    const reviewer = await makeUser(["compliance"]);
    const ticked = await decisions(2);
    const act = (dispositionId: string) =>
      bulkAct(
        db(),
        asRequester(reviewer),
        {
          selection: { kind: "ids", ids: ticked.map((d) => d.id) },
          operation: { kind: "review", dispositionId },
        },
        { timeZone: ZONE, now: NOW },
      );

    await expect(act("disagrees")).rejects.toMatchObject({ code: "inbox_bulk_disagreeing" });
    // Asks for a follow-up (seeded so): it needs a note, one per decision.
    await expect(act("contact_customer")).rejects.toMatchObject({ code: "inbox_bulk_disagreeing" });
    await expect(act("no-such-disposition")).rejects.toMatchObject({ code: "inbox_disposition_unknown" });
    expect(await db().upgradeDecision.count({ where: { reviewState: "reviewed" } })).toBe(0);
    expect(await db().auditEvent.count()).toBe(0);
  });

  it("acts on every decision matching the filter as the person reads it, not only a page", async () => {
    const reviewer = await makeUser(["compliance"]);
    const other = await makeUser(["compliance"]);
    const mine = await decisions(60, { reviewState: "in_review", assigneeId: reviewer.id });
    const approvedMine = await decisions(2, {
      status: "approved",
      reviewState: "in_review",
      assigneeId: reviewer.id,
    });
    const theirs = await decisions(3, { reviewState: "in_review", assigneeId: other.id });
    const unassigned = await decisions(2);

    const outcome = await bulkAct(
      db(),
      asRequester(reviewer),
      {
        selection: { kind: "filter", filter: { assignee: "me", status: "rejected" } },
        operation: { kind: "review", dispositionId: "agrees" },
      },
      { timeZone: ZONE, now: NOW },
    );

    expect(outcome).toEqual({ done: 60, refused: [] });
    expect(await auditedTargets("inbox.review")).toEqual(mine.map((d) => d.id).sort());
    for (const { id } of [...approvedMine, ...theirs, ...unassigned]) {
      expect(await state(id)).toMatchObject({ reviewedById: null });
    }
  });

  it("refuses all matching above the limit without changing any, and says so", async () => {
    const reviewer = await makeUser(["compliance"]);
    await decisions(BULK_LIMIT + 1);

    await expect(
      bulkAct(
        db(),
        asRequester(reviewer),
        { selection: { kind: "filter", filter: {} }, operation: { kind: "claim" } },
        { timeZone: ZONE, now: NOW },
      ),
    ).rejects.toMatchObject({ code: "inbox_bulk_too_many" });
    expect(await db().upgradeDecision.count({ where: { assigneeId: { not: null } } })).toBe(0);
    expect(await db().auditEvent.count()).toBe(0);
  });

  it("assigns to a reviewer and claims, each decision audited, leaving reviewed ones and refusing a non-reviewer", async () => {
    const reviewer = await makeUser(["compliance"]);
    const colleague = await makeUser(["compliance"]);
    const agent = await makeUser(["agent"]);
    const [first, second] = await decisions(2);
    const [reviewed] = await decisions(1, { reviewState: "reviewed", reviewedById: colleague.id });
    if (!first || !second || !reviewed) throw new Error("not seeded");
    const by = asRequester(reviewer);
    const ids = [first.id, second.id, reviewed.id];
    const act = (operation: Parameters<typeof bulkAct>[2]["operation"]) =>
      bulkAct(db(), by, { selection: { kind: "ids", ids }, operation }, { timeZone: ZONE, now: NOW });

    await expect(act({ kind: "assign", assigneeId: agent.id })).rejects.toMatchObject({
      code: "inbox_not_a_reviewer",
    });
    expect(await act({ kind: "assign", assigneeId: colleague.id })).toEqual({
      done: 2,
      refused: [{ id: reviewed.id, reference: reviewed.reference, code: "inbox_already_reviewed" }],
    });
    expect(await state(first.id)).toMatchObject({ reviewState: "in_review", assigneeId: colleague.id });
    const assigned = await db().auditEvent.findMany({ where: { action: "inbox.assign" } });
    expect(assigned.map((event) => [event.targetId, event.detail]).sort()).toEqual(
      [first.id, second.id].sort().map((id) => [id, JSON.stringify({ assigneeId: colleague.id })]),
    );

    expect(await act({ kind: "claim" })).toEqual({
      done: 0,
      refused: expect.arrayContaining([
        { id: first.id, reference: first.reference, code: "inbox_claimed_by_other" },
        { id: second.id, reference: second.reference, code: "inbox_claimed_by_other" },
      ]),
    });
    expect(await db().auditEvent.count({ where: { action: "inbox.claim" } })).toBe(0);
  });
});
