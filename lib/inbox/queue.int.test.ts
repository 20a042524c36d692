import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery, rejectedVariant } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { eachExactly, exactly } from "@/test/capped-counts";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { getDecisionDetail } from "./detail";
import { getImageHostSettings } from "./image-hosts";
import { isOverdue, overdueAfterHours, queueCounts, updateOverdueAfterHours } from "./overdue";
import { latestArrival, listDecisions, listReviewers } from "./query";
import { assignDecision, claimDecision, markReviewed } from "./review";
import { inboxFilterSchema } from "./schemas";

const WIB = "Asia/Jakarta";
const NOW = new Date("2026-03-10T12:00:00.000Z");
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const filter = (query: Record<string, string> = {}) => inboxFilterSchema.parse(query);

async function receive(body: unknown, at: Date) {
  const answer = await receiveUpgradeNotification(delivery(body), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
    now: () => at,
  });
  expect(answer.status).toBe(200);
}

function rejected(reference: string, rejectReasons: string[] = ["Foto KTP buram atau tidak terbaca"]) {
  const body = rejectedVariant(reference) as { additionalInfo: Record<string, unknown> };
  return { ...body, additionalInfo: { ...body.additionalInfo, rejectReasons } };
}

const idOf = async (reference: string) =>
  (await db().upgradeDecision.findFirstOrThrow({ where: { originalReferenceNo: reference } })).id;

const references = (page: { rows: { originalReferenceNo: string }[] }) =>
  page.rows.map((row) => row.originalReferenceNo).sort();

describe("the inbox queue", () => {
  beforeEach(() => resetDb());

  it("marks as overdue only unreviewed rejected decisions older than the limit, to the millisecond", async () => {
    const reviewer = await makeUser(["compliance"]);
    await receive(rejected("AT-LIMIT"), ago(24 * HOUR));
    await receive(rejected("PAST-LIMIT"), ago(24 * HOUR + 1));
    await receive(rejected("CLAIMED-OLD"), ago(30 * HOUR));
    await receive(rejected("REVIEWED-OLD"), ago(40 * HOUR));
    await receive(approvedNotification("APPROVED-OLD"), ago(50 * HOUR));
    await receive(rejected("FRESH"), ago(HOUR));
    await claimDecision(db(), asRequester(reviewer), await idOf("CLAIMED-OLD"));
    await markReviewed(db(), asRequester(reviewer), await idOf("REVIEWED-OLD"), {
      note: "seen",
      dispositionId: "agrees",
    });

    const overdue = await listDecisions(db(), filter({ overdue: "1" }), reviewer.id, WIB, NOW);
    expect(references(overdue)).toEqual(["CLAIMED-OLD", "PAST-LIMIT"]);
    expect(overdue.counts.queue.overdue).toEqual(exactly(2));
    expect(await queueCounts(db(), NOW)).toEqual(eachExactly({ unreviewed: 5, overdue: 2 }));

    // The marker on each row and the filter apply one rule.
    const all = await listDecisions(db(), filter(), reviewer.id, WIB, NOW);
    expect(all.overdue.hours).toBe(24);
    expect(
      all.rows
        .filter((row) => isOverdue(row, all.overdue.cutoff))
        .map((row) => row.originalReferenceNo)
        .sort(),
    ).toEqual(["CLAIMED-OLD", "PAST-LIMIT"]);
    expect(all.counts.queue.overdue).toEqual(exactly(2));
  });

  it("applies the limit an admin sets, audited with its old and new value", async () => {
    const admin = await makeUser(["admin"]);
    await receive(rejected("TWO-DAYS"), ago(48 * HOUR + 1));
    await receive(rejected("ONE-DAY"), ago(24 * HOUR + 1));
    await receive(rejected("AN-HOUR"), ago(HOUR + 1));
    expect(await overdueAfterHours(db())).toBe(24);

    await updateOverdueAfterHours(db(), asRequester(admin), 48);
    expect(await overdueAfterHours(db())).toBe(48);
    expect(references(await listDecisions(db(), filter({ overdue: "1" }), admin.id, WIB, NOW))).toEqual([
      "TWO-DAYS",
    ]);
    await updateOverdueAfterHours(db(), asRequester(admin), 1);
    expect((await queueCounts(db(), NOW)).overdue).toEqual(exactly(3));

    const entries = await db().auditEvent.findMany({
      where: { action: "inbox.overdue_update" },
      orderBy: { at: "asc" },
    });
    expect(
      entries.map((entry) => [entry.actorId, entry.targetType, JSON.parse(entry.detail ?? "{}")]),
    ).toEqual([
      [admin.id, "inbox_settings", { from: 24, to: 48 }],
      [admin.id, "inbox_settings", { from: 48, to: 1 }],
    ]);
  });

  it("keeps the image hosts unsaved when only the age limit is saved", async () => {
    const admin = await makeUser(["admin"]);
    await updateOverdueAfterHours(db(), asRequester(admin), 12);
    expect((await getImageHostSettings(db())).source).not.toBe("saved");
  });

  it("filters and counts what is assigned to the viewer and what is assigned to nobody", async () => {
    const me = await makeUser(["compliance"]);
    const other = await makeUser(["compliance"]);
    for (const reference of ["MINE-1", "MINE-2", "OTHERS", "NOBODY-1", "NOBODY-2", "NOBODY-3"]) {
      await receive(rejected(reference), ago(HOUR));
    }
    await claimDecision(db(), asRequester(me), await idOf("MINE-1"));
    await assignDecision(db(), asRequester(other), await idOf("MINE-2"), me.id);
    await claimDecision(db(), asRequester(other), await idOf("OTHERS"));

    const mine = await listDecisions(db(), filter({ assignee: "me" }), me.id, WIB, NOW);
    expect(references(mine)).toEqual(["MINE-1", "MINE-2"]);
    const nobody = await listDecisions(db(), filter({ assignee: "none" }), me.id, WIB, NOW);
    expect(references(nobody)).toEqual(["NOBODY-1", "NOBODY-2", "NOBODY-3"]);
    // Each tab counts what it would list with the other filters, whichever tab is open.
    for (const page of [mine, nobody, await listDecisions(db(), filter(), me.id, WIB, NOW)]) {
      expect(page.counts.queue).toEqual(eachExactly({ mine: 2, unassigned: 3, overdue: 0 }));
    }
    const theirs = await listDecisions(db(), filter(), other.id, WIB, NOW);
    expect(theirs.counts.queue.mine).toEqual(exactly(1));
    // With another filter narrowing the list, the tabs narrow too.
    const searched = await listDecisions(db(), filter({ q: "nobody-1" }), me.id, WIB, NOW);
    expect(searched.counts.queue).toEqual(eachExactly({ mine: 0, unassigned: 1, overdue: 0 }));
  });

  it("polls the counts the Inbox tab shows, from every decision an inbox viewer may see", async () => {
    const reviewer = await makeUser(["compliance"]);
    await receive(rejected("OLD-1"), ago(30 * HOUR));
    await receive(rejected("OLD-2"), ago(30 * HOUR));
    await receive(approvedNotification("NEW-A"), ago(HOUR));
    await markReviewed(db(), asRequester(reviewer), await idOf("OLD-2"), {
      note: "ok",
      dispositionId: "agrees",
    });

    const arrival = await latestArrival(db(), NOW);
    expect(arrival).toMatchObject({ total: 3, ...eachExactly({ unreviewed: 2, overdue: 1 }) });
    await receive(rejected("OLD-3"), ago(26 * HOUR));
    expect(await latestArrival(db(), NOW)).toMatchObject({
      total: 4,
      ...eachExactly({ unreviewed: 3, overdue: 2 }),
    });
  });

  it("lists each decision's rejection reasons as received, in their order", async () => {
    const viewer = await makeUser(["compliance"]);
    await receive(rejected("TWO-REASONS", ["Selfie tidak cocok", "Foto KTP buram"]), ago(HOUR));
    await receive(approvedNotification("APPROVED"), ago(2 * HOUR));
    const page = await listDecisions(db(), filter(), viewer.id, WIB, NOW);
    expect(page.rows.map((row) => [row.originalReferenceNo, row.rejectReasons])).toEqual([
      ["TWO-REASONS", ["Selfie tidak cocok", "Foto KTP buram"]],
      ["APPROVED", []],
    ]);
  });

  it("tells apart reviewers named alike by their email, in the list, the detail and the trail", async () => {
    const first = await makeUser(["compliance"], { email: "acc1@example.test" });
    const second = await makeUser(["compliance"], { email: "acc2@example.test" });
    const third = await makeUser(["compliance"], { email: "acc3@example.test" });
    await db().user.updateMany({
      where: { id: { in: [first.id, second.id, third.id] } },
      data: { name: "Acc Reviewer" },
    });
    await receive(rejected("ALIKE"), ago(HOUR));
    const id = await idOf("ALIKE");
    await assignDecision(db(), asRequester(first), id, second.id);

    const reviewers = (await listReviewers(db())).filter((person) => person.name === "Acc Reviewer");
    expect(reviewers.map((person) => person.email).sort()).toEqual([
      "acc1@example.test",
      "acc2@example.test",
      "acc3@example.test",
    ]);
    const row = (await listDecisions(db(), filter(), first.id, WIB, NOW)).rows[0];
    expect(row?.assignee).toMatchObject({ name: "Acc Reviewer", email: "acc2@example.test" });
    const detail = await getDecisionDetail(db(), id, keyring());
    expect(detail?.assignee).toMatchObject({ email: "acc2@example.test" });
    expect(detail?.events.map((event) => [event.actor, event.assignee])).toEqual([
      ["Acc Reviewer (acc1@example.test)", "Acc Reviewer (acc2@example.test)"],
    ]);
  });
});
