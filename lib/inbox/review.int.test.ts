import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { assignDecision, claimDecision, markReviewed, releaseDecision, reopenDecision } from "./review";

async function receive(body: unknown, at: Date) {
  const response = await receiveUpgradeNotification(delivery(body), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
    now: () => at,
  });
  expect(response.status).toBe(200);
}

const idOf = async (reference: string) =>
  (await db().upgradeDecision.findFirstOrThrow({ where: { originalReferenceNo: reference } })).id;

describe("review workflow", () => {
  beforeEach(() => resetDb());

  it("claims, reviews with a note and reopens, keeping the whole trail", async () => {
    const reviewer = await makeUser(["compliance"]);
    await receive(approvedNotification("UPG-1"), new Date("2025-01-01T00:00:00Z"));
    const id = await idOf("UPG-1");

    await claimDecision(db(), asRequester(reviewer), id);
    expect(await db().upgradeDecision.findUniqueOrThrow({ where: { id } })).toMatchObject({
      reviewState: "in_review",
      assigneeId: reviewer.id,
    });
    await markReviewed(db(), asRequester(reviewer), id, {
      note: "KTP matches the selfie",
      dispositionId: "agrees",
    });
    expect(await db().upgradeDecision.findUniqueOrThrow({ where: { id } })).toMatchObject({
      reviewState: "reviewed",
      reviewedById: reviewer.id,
      reviewNote: "KTP matches the selfie",
      dispositionId: "agrees",
    });
    await expect(claimDecision(db(), asRequester(reviewer), id)).rejects.toMatchObject({
      code: "inbox_already_reviewed",
    });

    await reopenDecision(db(), asRequester(reviewer), id, "Customer called back");
    expect(await db().upgradeDecision.findUniqueOrThrow({ where: { id } })).toMatchObject({
      reviewState: "in_review",
      reviewedById: null,
      reviewNote: null,
      dispositionId: null,
    });
    const trail = await db().upgradeReviewEvent.findMany({
      where: { decisionId: id },
      orderBy: { at: "asc" },
    });
    expect(trail.map((e) => [e.action, e.note])).toEqual([
      ["claim", null],
      ["review", "KTP matches the selfie"],
      ["reopen", "Customer called back"],
    ]);
    // Each step is audited, the note only in the trail.
    const audited = await db().auditEvent.findMany({ where: { targetId: id }, orderBy: { action: "asc" } });
    expect(audited.map((e) => [e.action, e.actorEmail, e.outcome, e.detail])).toEqual([
      ["inbox.claim", reviewer.email, "success", null],
      ["inbox.reopen", reviewer.email, "success", null],
      ["inbox.review", reviewer.email, "success", JSON.stringify({ disposition: "agrees" })],
    ]);
  });

  it("lets one reviewer hold a decision: another cannot claim or review it until it is released", async () => {
    const [first, second] = [await makeUser(["compliance"]), await makeUser(["compliance"])];
    await receive(approvedNotification("UPG-2"), new Date());
    const id = await idOf("UPG-2");
    await claimDecision(db(), asRequester(first), id);
    await expect(claimDecision(db(), asRequester(second), id)).rejects.toMatchObject({
      code: "inbox_claimed_by_other",
    });
    await expect(
      markReviewed(db(), asRequester(second), id, { note: "x", dispositionId: "agrees" }),
    ).rejects.toMatchObject({
      code: "inbox_claimed_by_other",
    });
    await releaseDecision(db(), asRequester(first), id);
    await markReviewed(db(), asRequester(second), id, { note: "checked", dispositionId: "agrees" });
    expect((await db().upgradeDecision.findUniqueOrThrow({ where: { id } })).assigneeId).toBe(second.id);
  });

  it("refuses two reviewers claiming the same decision at once: exactly one wins", async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => makeUser(["compliance"])));
    await receive(approvedNotification("UPG-3"), new Date());
    const id = await idOf("UPG-3");
    const outcomes = await Promise.allSettled(
      users.map((user) => claimDecision(db(), asRequester(user), id)),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await db().upgradeReviewEvent.count({ where: { decisionId: id } })).toBe(1);
  });

  it("assigns only to active users who may review", async () => {
    const admin = await makeUser(["admin"]);
    const manager = await makeUser(["manager"]);
    const gone = await makeUser(["compliance"], { disabledAt: new Date() });
    const reviewer = await makeUser(["compliance"]);
    await receive(approvedNotification("UPG-4"), new Date());
    const id = await idOf("UPG-4");
    for (const user of [manager, gone]) {
      await expect(assignDecision(db(), asRequester(admin), id, user.id)).rejects.toMatchObject({
        code: "inbox_not_a_reviewer",
      });
    }
    await assignDecision(db(), asRequester(admin), id, reviewer.id);
    expect(await db().upgradeReviewEvent.findFirstOrThrow({ where: { decisionId: id } })).toMatchObject({
      action: "assign",
      actorId: admin.id,
      assigneeId: reviewer.id,
    });
  });
});
