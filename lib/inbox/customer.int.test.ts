import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery, rejectedVariant } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb } from "@/test/db";
import {
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_TARGET,
  CUSTOMER_TRAIL_PAGE_SIZE,
  customerAuditTrail,
  listCustomerDecisions,
  listCustomerNotes,
  listOtherDecisions,
  OTHER_DECISIONS_SHOWN,
} from "./customer";
import { auditCustomerView, auditCustomerViewRefused } from "./customer-view-audit";
import { addDecisionNote, editDecisionNote } from "./notes";
import { revealMaidenName } from "./reveal";
import { claimDecision, markReviewed } from "./review";
import { auditDecisionView } from "./view-audit";

async function receive(body: Record<string, unknown>, at: Date): Promise<string> {
  const answer = await receiveUpgradeNotification(delivery(body), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
    now: () => at,
  });
  expect(answer.status).toBe(200);
  const reference = String(body.originalReferenceNo);
  return (await db().upgradeDecision.findFirstOrThrow({ where: { originalReferenceNo: reference } })).id;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

describe("a customer's decisions", () => {
  beforeEach(() => resetDb());

  it("lists the customer's other decisions newest first, the newest few, with the count of all", async () => {
    const ids: string[] = [];
    for (let i = 0; i < OTHER_DECISIONS_SHOWN + 3; i++) {
      ids.push(await receive(approvedNotification(`UPG-C${i}`, { custId: "Cust/ 1%" }), day(i)));
    }
    await receive(approvedNotification("UPG-OTHER", { custId: "cust/ 1%" }), day(40));
    const current = ids[5] ?? "";
    const others = await listOtherDecisions(db(), "Cust/ 1%", current);
    expect(others.total).toBe(OTHER_DECISIONS_SHOWN + 2);
    expect(others.rows.map((row) => row.originalReferenceNo)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 4, 3, 2].map((i) => `UPG-C${i}`),
    );
  });

  it("lists every decision of one customer, exactly that id, by pages, with status and review", async () => {
    const reviewer = await makeUser(["compliance"]);
    const first = await receive(rejectedVariant("UPG-R1"), day(1));
    await db().upgradeDecision.update({ where: { id: first }, data: { custId: "user-7" } });
    for (let i = 0; i < CUSTOMER_PAGE_SIZE; i++) {
      await receive(approvedNotification(`UPG-A${i}`, { custId: "user-7" }), day(2 + i));
    }
    await receive(approvedNotification("UPG-X", { custId: "user-77" }), day(1));
    await claimDecision(db(), asRequester(reviewer), first);
    await markReviewed(db(), asRequester(reviewer), first, { note: "looks fine", dispositionId: "agrees" });

    const one = await listCustomerDecisions(db(), "user-7", 1);
    expect(one.total).toBe(CUSTOMER_PAGE_SIZE + 1);
    expect(one.pages).toBe(2);
    expect(one.rows[0]?.originalReferenceNo).toBe(`UPG-A${CUSTOMER_PAGE_SIZE - 1}`);
    const two = await listCustomerDecisions(db(), "user-7", 2);
    expect(two.rows).toHaveLength(1);
    expect(two.rows[0]).toMatchObject({
      id: first,
      status: "rejected",
      reviewState: "reviewed",
      reviewNote: "looks fine",
      reviewedBy: { name: reviewer.name, email: reviewer.email },
      disposition: { labelEn: expect.any(String) },
    });
    expect((await listCustomerDecisions(db(), "USER-7", 1)).total).toBe(0);
  });

  it("lists every review note and thread note on the customer's decisions, newest first", async () => {
    const reviewer = await makeUser(["compliance"]);
    const a = await receive(approvedNotification("UPG-1", { custId: "c-1" }), day(1));
    const b = await receive(approvedNotification("UPG-2", { custId: "c-1" }), day(2));
    const elsewhere = await receive(approvedNotification("UPG-3", { custId: "c-2" }), day(3));
    const by = asRequester(reviewer);
    await addDecisionNote(db(), by, { decisionId: a, body: "first note" }, day(10));
    await markReviewed(db(), by, b, { note: "review of two", dispositionId: "agrees" });
    const edited = await addDecisionNote(db(), by, { decisionId: b, body: "draft" }, day(11));
    await editDecisionNote(db(), by, { id: edited.id, body: "second note" }, day(12));
    await addDecisionNote(db(), by, { decisionId: elsewhere, body: "another customer" });

    const notes = await listCustomerNotes(db(), "c-1");
    expect(notes.more).toBe(false);
    expect(notes.rows.map((n) => [n.kind, n.reference, n.body, n.author?.email, n.editedAt])).toEqual([
      // The review happened now, after the notes dated in 2026-01.
      ["review", "UPG-2", "review of two", reviewer.email, null],
      ["note", "UPG-2", "second note", reviewer.email, day(12)],
      ["note", "UPG-1", "first note", reviewer.email, null],
    ]);
  });
});

describe("who viewed or revealed what about a customer", () => {
  beforeEach(() => resetDb());

  it("lists the views, reveals and page views of this customer only, newest first, by pages", async () => {
    const [viewer, revealer, outsider] = [
      await makeUser(["manager"]),
      await makeUser(["compliance"]),
      await makeUser(["agent"]),
    ];
    const mine = await receive(approvedNotification("UPG-V1", { custId: "c-9" }), day(1));
    const theirs = await receive(approvedNotification("UPG-V2", { custId: "c-99" }), day(2));
    // Each entry a few milliseconds after the one before: entries of one millisecond have no order of their own
    // (a run wrote two views in one and read them back the other way round).
    const later = () => new Promise((resolve) => setTimeout(resolve, 3));
    await auditDecisionView(db(), asRequester(viewer), mine);
    await later();
    await auditDecisionView(db(), asRequester(viewer), theirs);
    await later();
    await revealMaidenName(db(), asRequester(revealer), mine, keyring());
    await later();
    await auditCustomerView(db(), asRequester(revealer), "c-9");
    await later();
    await auditCustomerView(db(), asRequester(revealer), "c-99");
    await later();
    await auditCustomerViewRefused(db(), asRequester(outsider), "c-9");
    // A review is no view: it is not listed here.
    await claimDecision(db(), asRequester(revealer), mine);

    const trail = await customerAuditTrail(db(), "c-9", 1);
    expect(trail.total).toBe(4);
    expect(
      trail.rows.map((row) => [row.action, row.outcome, row.actor.email, row.decision?.originalReferenceNo]),
    ).toEqual([
      ["inbox.view_customer", "denied", outsider.email, undefined],
      ["inbox.view_customer", "success", revealer.email, undefined],
      ["inbox.reveal", "success", revealer.email, "UPG-V1"],
      ["inbox.view_decision", "success", viewer.email, "UPG-V1"],
    ]);
    expect(trail.rows[1]?.actor.name).toBe(revealer.name);
  });

  it("pages through a long trail without losing or repeating an entry", async () => {
    const viewer = await makeUser(["manager"]);
    const id = await receive(approvedNotification("UPG-P1", { custId: "c-p" }), day(1));
    const count = CUSTOMER_TRAIL_PAGE_SIZE + 5;
    await db().auditEvent.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        at: new Date(Date.UTC(2026, 1, 1, 0, i)),
        actorId: viewer.id,
        actorEmail: viewer.email,
        action: i % 2 ? "inbox.view_image" : "inbox.view_decision",
        targetType: "upgrade_decision",
        targetId: id,
        outcome: "success",
        detail: i % 2 ? JSON.stringify({ kind: "selfie", reason: null }) : null,
      })),
    });
    const one = await customerAuditTrail(db(), "c-p", 1);
    const two = await customerAuditTrail(db(), "c-p", 2);
    expect([one.total, one.pages, one.rows.length, two.rows.length]).toEqual([
      count,
      2,
      CUSTOMER_TRAIL_PAGE_SIZE,
      5,
    ]);
    const times = [...one.rows, ...two.rows].map((row) => row.at.getTime());
    expect(new Set(times).size).toBe(count);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(one.rows.slice(0, 2)).toMatchObject([
      { action: "inbox.view_decision", kind: null },
      { action: "inbox.view_image", kind: "selfie" },
    ]);
  });

  it("records a customer page view once per view, and a refusal once a minute", async () => {
    const [viewer, outsider] = [await makeUser(["manager"]), await makeUser(["agent"])];
    const now = new Date();
    expect(await auditCustomerView(db(), asRequester(viewer), "c-1", now)).toBe("recorded");
    expect(await auditCustomerView(db(), asRequester(viewer), "c-1", new Date(now.getTime() + 5_000))).toBe(
      "same_view",
    );
    expect(await auditCustomerView(db(), asRequester(viewer), "c-2", now)).toBe("recorded");
    await auditCustomerViewRefused(db(), asRequester(outsider), "c-1");
    await auditCustomerViewRefused(db(), asRequester(outsider), "c-1");
    // Entries written within one millisecond have no order between them: compared as a set.
    const entries = await db().auditEvent.findMany({ where: { targetType: CUSTOMER_TARGET } });
    expect(entries.map((e) => [e.actorId, e.targetId, e.outcome]).sort()).toEqual(
      [
        [viewer.id, "c-1", "success"],
        [viewer.id, "c-2", "success"],
        [outsider.id, "c-1", "denied"],
      ].sort(),
    );
  });
});
