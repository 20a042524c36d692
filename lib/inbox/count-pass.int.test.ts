import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { reasonKey } from "@/lib/insights/reasons";
import { exactly } from "@/test/capped-counts";
import { makeUser, resetDb } from "@/test/db";
import { storedDecisionRow } from "@/test/decision-row";
import { COUNT_CAP, countDecisionsUpTo, TOTAL_CAP } from "./capped-count";
import { passSubject, readPass, WIDE_PASS_ROWS } from "./count-pass";
import { listRows } from "./decision-lists";
import { NARROWED_IDS_MAX } from "./narrowing";
import { decisionsWhere, inboxWhere, listDecisions } from "./query";
import { inboxFilterSchema, REVIEW_FILTERS } from "./schemas";

const ZONE = "Asia/Jakarta";
const NOW = new Date("2026-11-20T08:00:00Z");
const HOUR = 3_600_000;
let sequence = 0;

interface Shape {
  reasons: string[];
  status?: "approved" | "rejected";
  reviewState?: "new" | "in_review" | "reviewed";
  assigneeId?: string;
  dispositionId?: string;
  hoursAgo?: number;
  custId?: string;
}

/** `count` decisions of one shape as the receiver stores them, each with its reasons as rows. */
async function decisions(count: number, shape: Shape) {
  const rows = Array.from({ length: count }, () => {
    sequence += 1;
    return {
      id: `wide-${sequence}`,
      ...storedDecisionRow({
        reference: `UPG-W${sequence}`,
        custId: `${shape.custId ?? "cust"}-${sequence}`,
        status: shape.status ?? "rejected",
        receivedAt: new Date(NOW.getTime() - (shape.hoursAgo ?? 1) * HOUR - sequence * 1000),
        rejectReasons: shape.reasons,
      }),
      reviewState: shape.reviewState ?? "new",
      assigneeId: shape.assigneeId ?? null,
      dispositionId: shape.dispositionId ?? null,
    };
  });
  await db().upgradeDecision.createMany({ data: rows });
  const reasons = listRows(shape.reasons);
  await db().decisionReason.createMany({
    data: rows.flatMap(({ id }) => reasons.map((row) => ({ decisionId: id, ...row }))),
  });
}

/** What the database counts for the list's filter with `changes`, as it did before the pass. */
async function databaseCount(query: Record<string, string>, viewerId: string, cap = COUNT_CAP) {
  const filter = inboxFilterSchema.parse(query);
  const { context } = await decisionsWhere(db(), filter, viewerId, ZONE, NOW);
  return countDecisionsUpTo(db(), inboxWhere(filter, viewerId, ZONE, context), cap);
}

const list = (viewerId: string, query: Record<string, string>) =>
  listDecisions(db(), inboxFilterSchema.parse(query), viewerId, ZONE, NOW);

/** Every count the list shows for `query`, beside what the database counts for each. */
async function countsBeside(viewerId: string, query: Record<string, string>) {
  const page = await list(viewerId, query);
  // Each tab as the list counts it: its own filter in place of the query's.
  const tabs: [string, Record<string, string | undefined>][] = [
    ...["all", "approved", "rejected"].map((s): [string, Record<string, string | undefined>] => [
      `status ${s}`,
      { status: s === "all" ? undefined : s },
    ]),
    ...["all", ...REVIEW_FILTERS].map((r): [string, Record<string, string | undefined>] => [
      `review ${r}`,
      { review: r === "all" ? undefined : r },
    ]),
    ["mine", { assignee: "me" }],
    ["unassigned", { assignee: "none" }],
    ["overdue", { overdue: "1" }],
  ];
  const shown: Record<string, unknown> = {
    total: page.total,
    mine: page.counts.queue.mine,
    unassigned: page.counts.queue.unassigned,
    overdue: page.counts.queue.overdue,
  };
  for (const [key, count] of Object.entries(page.counts.status)) shown[`status ${key}`] = count;
  for (const [key, count] of Object.entries(page.counts.review)) shown[`review ${key}`] = count;
  const counted: Record<string, unknown> = { total: await databaseCount(query, viewerId, TOTAL_CAP) };
  for (const [label, changes] of tabs) {
    const changed = Object.fromEntries(
      Object.entries({ ...query, ...changes }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    counted[label] = await databaseCount(changed, viewerId);
  }
  return { shown, counted };
}

async function expectDatabaseCounts(viewerId: string, queries: Record<string, string>[]) {
  for (const query of queries) {
    const { shown, counted } = await countsBeside(viewerId, query);
    expect({ query, counts: shown }).toEqual({ query, counts: counted });
  }
}

describe("the list's counts, read in one pass over the decisions a filter names", () => {
  beforeEach(() => resetDb());

  it("are the database's counts, for every tab and every combination of the tabs' filters", async () => {
    const viewer = await makeUser(["compliance"]);
    const other = await makeUser(["compliance"]);
    const wide = ["Foto KTP buram"];
    const many = NARROWED_IDS_MAX + 1;
    // Past the bound, in every state the tabs tell apart; a few naming the reason in two wordings (read twice).
    await decisions(many, { reasons: wide, hoursAgo: 30 });
    await decisions(40, { reasons: wide, reviewState: "in_review", assigneeId: viewer.id, hoursAgo: 2 });
    await decisions(30, { reasons: wide, reviewState: "in_review", assigneeId: other.id, hoursAgo: 50 });
    await decisions(25, { reasons: wide, reviewState: "reviewed" });
    await decisions(5, { reasons: wide, status: "approved" });
    await decisions(7, { reasons: ["Foto KTP buram", "foto ktp BURAM."], reviewState: "reviewed" });
    // Found by a search through its own column, and another reason altogether.
    await decisions(3, {
      reasons: ["Data ganda"],
      custId: "buram-pelanggan",
      reviewState: "in_review",
      assigneeId: viewer.id,
    });
    await decisions(20, { reasons: ["Data ganda"] });
    // Found both ways: counted once.
    await decisions(2, { reasons: wide, custId: "buram-dua", reviewState: "reviewed" });

    const reason = reasonKey("Foto KTP buram");
    const filter = inboxFilterSchema.parse({ reason });
    const { context } = await decisionsWhere(db(), filter, viewer.id, ZONE, NOW);
    expect(passSubject(filter, context)).not.toBeNull();
    const queries: Record<string, string>[] = [
      { reason },
      { reason, review: "in_review" },
      { reason, assignee: "me" },
      { reason, overdue: "1" },
      { reason, status: "rejected", review: "unreviewed", assignee: "none" },
      { q: "buram" },
      { q: "buram", assignee: "me" },
    ];
    await expectDatabaseCounts(viewer.id, queries);
    expect((await list(viewer.id, { reason })).counts.queue).toEqual({
      mine: exactly(40),
      unassigned: { count: COUNT_CAP, more: true },
      overdue: { count: COUNT_CAP, more: true },
    });
    // The search counts the decisions its own columns found once, with or without the reason.
    expect((await list(viewer.id, { q: "buram", assignee: "me" })).total).toEqual(exactly(43));
  });

  it("reading only part of them, tells what passed the cap and asks the database for the rest", async () => {
    const viewer = await makeUser(["compliance"]);
    const wide = ["Selfie tidak cocok"];
    await decisions(WIDE_PASS_ROWS + 50, { reasons: wide, reviewState: "reviewed" });
    await decisions(3, { reasons: wide, reviewState: "in_review", assigneeId: viewer.id });
    const reason = reasonKey("Selfie tidak cocok");

    const filter = inboxFilterSchema.parse({ reason });
    const { context } = await decisionsWhere(db(), filter, viewer.id, ZONE, NOW);
    const subject = passSubject(filter, context);
    if (!subject) throw new Error("expected the reason to be read in a pass");
    expect((await readPass(db(), subject, NOW)).complete).toBe(false);

    const page = await list(viewer.id, { reason });
    expect(page.total).toEqual({ count: TOTAL_CAP, more: true });
    expect(page.counts.review.reviewed).toEqual({ count: COUNT_CAP, more: true });
    expect(page.counts.queue.mine).toEqual(exactly(3));
    expect(page.counts.review.in_review).toEqual(exactly(3));
    expect(page.counts.status.approved).toEqual(exactly(0));
  });

  it("narrowed to a few decisions, a reason, a search, the disagreeing and a gone reviewer's are the database's counts", async () => {
    const viewer = await makeUser(["compliance"]);
    const gone = await makeUser(["compliance"]);
    await decisions(6, { reasons: ["Data ganda"], hoursAgo: 30 });
    await decisions(4, { reasons: ["Data ganda"], reviewState: "in_review", assigneeId: viewer.id });
    await decisions(5, { reasons: ["Data ganda"], reviewState: "reviewed", dispositionId: "disagrees" });
    await decisions(3, {
      reasons: [],
      status: "approved",
      reviewState: "reviewed",
      dispositionId: "disagrees",
    });
    await decisions(2, {
      reasons: [],
      custId: "ganda-pelanggan",
      reviewState: "reviewed",
      dispositionId: "agrees",
    });
    await decisions(4, { reasons: ["Foto buram"], reviewState: "reviewed", dispositionId: "agrees" });
    await db().upgradeDecision.updateMany({
      where: { dispositionId: "agrees" },
      data: { reviewedById: gone.id },
    });
    await db().user.delete({ where: { id: gone.id } });

    const narrowed: Record<string, string>[] = [
      { reason: reasonKey("Data ganda") },
      { q: "ganda" },
      { disposition: "disagreeing" },
      { reviewer: "none" },
    ];
    for (const query of narrowed) {
      const filter = inboxFilterSchema.parse(query);
      const { context } = await decisionsWhere(db(), filter, viewer.id, ZONE, NOW);
      expect({ query, subject: passSubject(filter, context) }).toEqual({ query, subject: expect.anything() });
    }
    await expectDatabaseCounts(viewer.id, [
      ...narrowed,
      { reason: reasonKey("Data ganda"), assignee: "me" },
      { q: "ganda", status: "approved" },
      { disposition: "disagreeing", status: "rejected" },
      { reviewer: "none", review: "reviewed" },
    ]);
    expect((await list(viewer.id, { q: "ganda" })).total).toEqual(exactly(17));
    expect((await list(viewer.id, { disposition: "disagreeing" })).counts.status).toEqual({
      all: exactly(8),
      approved: exactly(3),
      rejected: exactly(5),
    });
  });

  it("disagreeing past the bound: each disagreeing disposition counted on its own and added up", async () => {
    const viewer = await makeUser(["compliance"]);
    await decisions(NARROWED_IDS_MAX - 10, {
      reasons: [],
      reviewState: "reviewed",
      dispositionId: "disagrees",
    });
    await decisions(12, {
      reasons: [],
      status: "approved",
      reviewState: "reviewed",
      dispositionId: "raise_with_provider",
    });
    await decisions(30, { reasons: [], reviewState: "reviewed", dispositionId: "agrees" });
    const filter = inboxFilterSchema.parse({ disposition: "disagreeing" });
    const { context } = await decisionsWhere(db(), filter, viewer.id, ZONE, NOW);
    expect(context.dispositions?.decisions).toBeNull();

    await expectDatabaseCounts(viewer.id, [
      { disposition: "disagreeing" },
      { disposition: "disagreeing", status: "approved" },
    ]);
    const page = await list(viewer.id, { disposition: "disagreeing" });
    expect(page.total).toEqual(exactly(NARROWED_IDS_MAX + 2));
    expect(page.counts.status).toEqual({
      all: { count: COUNT_CAP, more: true },
      approved: exactly(12),
      rejected: exactly(NARROWED_IDS_MAX - 10),
    });
  });

  it("is not used when the filter names anything the pass does not read", async () => {
    const viewer = await makeUser(["compliance"]);
    await decisions(NARROWED_IDS_MAX + 1, { reasons: ["Dokumen kedaluwarsa"] });
    const reason = reasonKey("Dokumen kedaluwarsa");
    for (const extra of [
      { conflict: "1" },
      { from: "2026-11-01" },
      { disposition: "any" },
      { q: "dokumen" },
    ]) {
      const filter = inboxFilterSchema.parse({ reason, ...extra });
      const { context } = await decisionsWhere(db(), filter, viewer.id, ZONE, NOW);
      expect(passSubject(filter, context)).toBeNull();
    }
  });
});
