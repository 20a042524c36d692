import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery, rejectedVariant } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { nextUnreviewed } from "./next-unreviewed";
import { listDecisions } from "./query";
import { claimDecision, markReviewed } from "./review";
import { inboxFilterSchema, nextUnreviewedSchema } from "./schemas";

const WIB = "Asia/Jakarta";

async function receive(body: unknown, at: Date) {
  const response = await receiveUpgradeNotification(delivery(body), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
    now: () => at,
  });
  expect(response.status).toBe(200);
}

/** Six decisions a day apart, oldest first: A, C and E approved, B, D and F rejected. */
async function receiveSix() {
  const references = ["A", "B", "C", "D", "E", "F"];
  for (const [day, reference] of references.entries()) {
    const at = new Date(Date.UTC(2025, 0, day + 1));
    await receive(day % 2 === 0 ? approvedNotification(reference) : rejectedVariant(reference), at);
  }
  const rows = await db().upgradeDecision.findMany({ select: { id: true, originalReferenceNo: true } });
  const idOf = new Map(rows.map((row) => [row.originalReferenceNo, row.id]));
  const referenceOf = new Map(rows.map((row) => [row.id, row.originalReferenceNo]));
  return {
    id: (reference: string) => idOf.get(reference) ?? "",
    reference: (id: string | null) => (id ? referenceOf.get(id) : null),
  };
}

describe("next unreviewed", () => {
  beforeEach(() => resetDb());

  it("walks the filtered list forward in its order, skipping what was passed over, until it is empty", async () => {
    const me = await makeUser(["compliance"]);
    const { id, reference } = await receiveSix();
    // Inbox → Rejected, newest first: F, D, B. Never an approved one, never back to the one before.
    const input = (current?: string, passedOver: string[] = []) =>
      nextUnreviewedSchema.parse({ filter: { status: "rejected" }, current, passedOver });
    const next = async (current?: string, passedOver: string[] = []) =>
      reference((await nextUnreviewed(db(), { id: me.id, timeZone: WIB }, input(current, passedOver))).id);

    expect(await next()).toBe("F");
    expect(await next(id("F"))).toBe("D");
    expect(await next(id("D"), [id("F")])).toBe("B");
    // Past the end: back to the top, where everything was passed over; all three still wait.
    expect(await next(id("B"), [id("F"), id("D")])).toBeNull();
    const empty = await nextUnreviewed(
      db(),
      { id: me.id, timeZone: WIB },
      input(id("B"), [id("F"), id("D")]),
    );
    expect(empty).toEqual({ id: null, passedOverWaiting: 3 });
    // One of them reviewed meanwhile: it no longer counts as waiting.
    await markReviewed(db(), asRequester(me), id("D"), { note: "checked", dispositionId: "agrees" });
    expect(
      await nextUnreviewed(db(), { id: me.id, timeZone: WIB }, input(id("B"), [id("F"), id("D")])),
    ).toEqual({ id: null, passedOverWaiting: 2 });
    // Opened from the middle of the list (a reviewed one): on to the end, then the one above not passed over.
    expect(await next(id("D"))).toBe("B");
    expect(await next(id("B"), [id("D")])).toBe("F");
  });

  it("follows the list's order and every filter of the list, and only what this reviewer can work on", async () => {
    const [me, other] = [await makeUser(["compliance"]), await makeUser(["compliance"])];
    const { id, reference } = await receiveSix();
    await claimDecision(db(), asRequester(other), id("B"));
    await claimDecision(db(), asRequester(me), id("C"));
    await markReviewed(db(), asRequester(me), id("E"), { note: "checked", dispositionId: "agrees" });

    for (const query of [
      {},
      { sort: "oldest" },
      { sort: "rejected_first" },
      { review: "unreviewed", sort: "rejected_first" },
      { status: "approved", sort: "oldest" },
      { assignee: "me" },
      { q: "d" },
      { from: "2025-01-03", to: "2025-01-05" },
    ]) {
      const filter = inboxFilterSchema.parse(query);
      const listed = (await listDecisions(db(), filter, me.id, WIB)).rows;
      // What "next" should walk: the list's rows in its order, less B (another's) and E (reviewed).
      const expected = listed
        .map((row) => row.originalReferenceNo)
        .filter((ref) => ref !== "B" && ref !== "E");
      const walked: string[] = [];
      let current: string | undefined;
      const passedOver: string[] = [];
      for (;;) {
        const { id: found } = await nextUnreviewed(
          db(),
          { id: me.id, timeZone: WIB },
          nextUnreviewedSchema.parse({ filter, current, passedOver }),
        );
        if (!found) break;
        walked.push(reference(found) ?? "");
        if (current) passedOver.push(current);
        current = found;
      }
      expect(walked, JSON.stringify(query)).toEqual(expected);
    }
  });

  it("puts rejected decisions first in the rejected-first order, oldest first within each", async () => {
    const me = await makeUser(["compliance"]);
    await receiveSix();
    const page = await listDecisions(db(), inboxFilterSchema.parse({ sort: "rejected_first" }), me.id, WIB);
    expect(page.rows.map((row) => row.originalReferenceNo)).toEqual(["B", "D", "F", "A", "C", "E"]);
  });
});
