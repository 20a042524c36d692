import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery, rejectedVariant } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { eachExactly, exactly } from "@/test/capped-counts";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { getDecisionDetail } from "./detail";
import { writeDecisionsCsv } from "./export";
import { getImageHostSettings, saveImageHosts } from "./image-hosts";
import { listDecisions } from "./query";
import { claimDecision, markReviewed, reopenDecision } from "./review";
import { inboxFilterSchema } from "./schemas";

const WIB = "Asia/Jakarta";

async function receive(body: unknown, at = new Date(), token = CURRENT_TOKEN) {
  return receiveUpgradeNotification(delivery(body, { token }), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
    now: () => at,
  });
}

const filter = (query: Record<string, string> = {}) => inboxFilterSchema.parse(query);

describe("inbox queries", () => {
  beforeEach(() => resetDb());

  it("filters by decision, review state, assignee, days and search, and counts each tab", async () => {
    const reviewer = await makeUser(["compliance"]);
    await receive(approvedNotification("UPG-A1"), new Date("2025-03-01T03:00:00Z"));
    await receive(approvedNotification("UPG-A2", { custId: "user-0100" }), new Date("2025-03-02T03:00:00Z"));
    await receive(rejectedVariant("UPG-R1"), new Date("2025-03-02T20:00:00Z"));
    const a2 = await db().upgradeDecision.findFirstOrThrow({ where: { originalReferenceNo: "UPG-A2" } });
    await claimDecision(db(), asRequester(reviewer), a2.id);

    const all = await listDecisions(db(), filter(), reviewer.id, WIB);
    expect(all.rows.map((r) => r.originalReferenceNo)).toEqual(["UPG-R1", "UPG-A2", "UPG-A1"]);
    expect(all.counts.status).toEqual(eachExactly({ all: 3, approved: 2, rejected: 1 }));
    expect(all.counts.review).toEqual(
      eachExactly({ all: 3, unreviewed: 3, new: 2, in_review: 1, reviewed: 0 }),
    );

    const approvedNew = await listDecisions(
      db(),
      filter({ status: "approved", review: "new" }),
      reviewer.id,
      WIB,
    );
    expect(approvedNew.rows.map((r) => r.originalReferenceNo)).toEqual(["UPG-A1"]);
    // Each tab's count keeps the other filters: approved ones by review state, new ones by decision.
    expect(approvedNew.counts.review).toEqual(
      eachExactly({ all: 2, unreviewed: 2, new: 1, in_review: 1, reviewed: 0 }),
    );
    expect(approvedNew.counts.status).toEqual(eachExactly({ all: 2, approved: 1, rejected: 1 }));

    const mine = await listDecisions(db(), filter({ assignee: "me" }), reviewer.id, WIB);
    expect(mine.rows.map((r) => r.assignee?.id)).toEqual([reviewer.id]);
    expect(mine.counts.review).toEqual(
      eachExactly({ all: 1, unreviewed: 1, new: 0, in_review: 1, reviewed: 0 }),
    );
    expect((await listDecisions(db(), filter({ assignee: "none" }), reviewer.id, WIB)).total).toEqual(
      exactly(2),
    );

    // 2025-03-03 03:00 WIB is 2025-03-02 20:00 UTC: "from the 3rd" in Jakarta includes it.
    const third = await listDecisions(
      db(),
      filter({ from: "2025-03-03", to: "2025-03-03" }),
      reviewer.id,
      WIB,
    );
    expect(third.rows.map((r) => r.originalReferenceNo)).toEqual(["UPG-R1"]);

    for (const q of ["user-0100", "upg-a2", "A2"]) {
      const found = await listDecisions(db(), filter({ q }), reviewer.id, WIB);
      expect(
        found.rows.map((r) => r.originalReferenceNo),
        q,
      ).toEqual(["UPG-A2"]);
    }
    const oldest = await listDecisions(db(), filter({ sort: "oldest" }), reviewer.id, WIB);
    expect(oldest.rows[0]?.originalReferenceNo).toBe("UPG-A1");

    // "Unreviewed" is new and in review together.
    await markReviewed(db(), asRequester(reviewer), a2.id, { note: "checked", dispositionId: "agrees" });
    const unreviewed = await listDecisions(db(), filter({ review: "unreviewed" }), reviewer.id, WIB);
    expect(unreviewed.rows.map((r) => r.originalReferenceNo)).toEqual(["UPG-R1", "UPG-A1"]);
    expect(unreviewed.counts.review).toMatchObject(eachExactly({ unreviewed: 2, reviewed: 1 }));
    // A reviewed row carries the disposition its review recorded; the others none.
    const everything = await listDecisions(db(), filter({}), reviewer.id, WIB);
    expect(
      everything.rows.map((r) => [r.originalReferenceNo, r.disposition?.labelEn ?? null]).sort(),
    ).toEqual([
      ["UPG-A1", null],
      ["UPG-A2", "Agrees with the provider's decision"],
      ["UPG-R1", null],
    ]);
  });

  it("counts what a disposition or reviewer filter finds by review state, none unreviewed, a reopened one too", async () => {
    const reviewer = await makeUser(["compliance"]);
    await receive(rejectedVariant("UPG-V1"), new Date("2025-03-01T03:00:00Z"));
    await receive(rejectedVariant("UPG-V2"), new Date("2025-03-01T04:00:00Z"));
    const [v1, v2] = await db().upgradeDecision.findMany({ orderBy: { receivedAt: "asc" } });
    for (const decision of [v1, v2]) {
      await markReviewed(db(), asRequester(reviewer), decision?.id ?? "", {
        note: "checked",
        dispositionId: "agrees",
      });
    }
    await reopenDecision(db(), asRequester(reviewer), v2?.id ?? "", "again");
    const states = { all: 2, unreviewed: 1, new: 0, in_review: 1, reviewed: 1 };
    const queries: Record<string, string>[] = [
      { disposition: "any" },
      { disposition: "agrees" },
      { reviewer: reviewer.id },
    ];
    for (const query of queries) {
      const found = await listDecisions(db(), filter(query), reviewer.id, WIB);
      expect(
        found.rows.map((r) => r.originalReferenceNo),
        JSON.stringify(query),
      ).toEqual(["UPG-V1"]);
      expect(found.counts.review, JSON.stringify(query)).toEqual(
        eachExactly({ ...states, all: 1, unreviewed: 0, in_review: 0 }),
      );
      expect(found.counts.queue.mine).toEqual(exactly(1));
      expect(found.counts.queue.overdue).toEqual(exactly(0));
    }
    // A review whose reviewer's account is gone keeps no reviewer: the "reviewer gone" filter finds it.
    await db().upgradeDecision.update({ where: { id: v1?.id }, data: { reviewedById: null } });
    const gone = await listDecisions(db(), filter({ reviewer: "none" }), reviewer.id, WIB);
    expect(gone.rows.map((r) => r.originalReferenceNo)).toEqual(["UPG-V1"]);
    expect(gone.counts.review).toEqual(eachExactly({ ...states, all: 1, unreviewed: 0, in_review: 0 }));
    // The reopened decision lost its disposition and reviewer with its review.
    const none = await listDecisions(db(), filter({ disposition: "none" }), reviewer.id, WIB);
    expect(none.rows.map((r) => r.originalReferenceNo)).toEqual(["UPG-V2"]);
    expect(none.counts.review).toEqual(eachExactly({ ...states, all: 1, reviewed: 0 }));
    expect(none.counts.queue.overdue).toEqual(exactly(1));
  });

  it("shows a decision's deliveries, refused ones for its reference included, with the maiden name masked", async () => {
    const body = approvedNotification("UPG-D");
    await receive({ ...body, custId: undefined }, new Date("2025-03-01T00:00:00Z"));
    await receive(body, new Date("2025-03-01T00:01:00Z"));
    await receive(body, new Date("2025-03-01T00:02:00Z"));
    const id = (await db().upgradeDecision.findFirstOrThrow()).id;
    const detail = await getDecisionDetail(db(), id, keyring());
    expect(detail?.deliveries.map((d) => [d.outcome, d.responseCode, d.problemField])).toEqual([
      ["missing_field", "4000002", "custId"],
      ["stored", "2000000", null],
      ["duplicate", "2000000", null],
    ]);
    const shown = JSON.stringify(detail);
    expect(shown).not.toContain("Siti Aminah");
    expect(shown).toContain('\\"motherMaidenName\\": \\"••••••\\"');
    expect(detail?.imageHosts).toEqual({ ktp: "127.0.0.1:4010", selfie: "127.0.0.1:4010" });
  });

  it("lists contradicting decisions for the same reference and says what differs", async () => {
    await receive(approvedNotification("UPG-C"));
    await receive({ ...approvedNotification("UPG-C"), motherMaidenName: "Ratna Sari" });
    const [first, second] = await db().upgradeDecision.findMany({ orderBy: { receivedAt: "asc" } });
    const detail = await getDecisionDetail(db(), first?.id ?? "", keyring());
    expect(detail?.conflict).toBe(true);
    expect(detail?.conflicts).toMatchObject([{ id: second?.id, differences: ["motherMaidenName"] }]);
    expect(JSON.stringify(detail)).not.toContain("Ratna Sari");
  });

  it("exports the filtered list as CSV, formula-safe and without PII", async () => {
    const viewer = await makeUser(["compliance"]);
    await receive(
      approvedNotification("=HYPERLINK(1)", { custId: "+62812" }),
      new Date("2025-03-01T00:00:00Z"),
    );
    await receive(rejectedVariant("UPG-X"), new Date("2025-03-02T00:00:00Z"));
    const { csv: bytes, rows } = await writeDecisionsCsv(db(), filter({ status: "approved" }), {
      id: viewer.id,
      timeZone: "Asia/Jakarta",
      locale: "en",
    });
    expect(rows).toBe(1);
    const csv = bytes.toString("utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"Received \(WIB, UTC\+07:00\)","Reference","Customer ID","Decision",/);
    expect(lines[0]).toContain(',"Reviewed at (WIB, UTC+07:00)",');
    expect(lines[1]).toMatch(/^2025-03-01 07:00:00,"'=HYPERLINK\(1\)","'\+62812","approved",/);
    expect(csv).not.toContain("Siti Aminah");
    expect(csv).not.toContain("/images/");
  });

  it("uses the provider connection's hosts for images until a list is saved", async () => {
    expect(await getImageHostSettings(db())).toMatchObject({ hosts: [], source: "none" });
    await db().providerSettings.create({
      data: {
        statusBaseUrl: "https://api.netzme.test",
        historyBaseUrl: "http://127.0.0.1:4010",
        tokenUrl: "https://api.netzme.test/oauth",
        clientId: "c",
      },
    });
    expect(await getImageHostSettings(db())).toMatchObject({
      hosts: ["api.netzme.test", "127.0.0.1:4010"],
      source: "provider",
    });
    await saveImageHosts(db(), ["img.netzme.test"], "admin@x");
    expect(await getImageHostSettings(db())).toMatchObject({ hosts: ["img.netzme.test"], source: "saved" });
  });
});
