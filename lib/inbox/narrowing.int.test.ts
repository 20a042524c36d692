import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { reasonKey } from "@/lib/insights/reasons";
import { exactly } from "@/test/capped-counts";
import { makeUser, resetDb } from "@/test/db";
import { storedDecisionRow } from "@/test/decision-row";
import { listRows } from "./decision-lists";
import { decisionsContaining, NARROWED_IDS_MAX, narrowReason } from "./narrowing";
import { notesSearchOf } from "./notes";
import { listDecisions } from "./query";
import { inboxFilterSchema } from "./schemas";

const ZONE = "Asia/Jakarta";
const NOW = new Date("2026-11-20T08:00:00Z");
let sequence = 0;

/** `count` decisions as the receiver stores them, each with `reasons` as rows; their ids. */
async function decisions(
  count: number,
  shape: { custId?: string; status?: "approved" | "rejected"; reasons?: string[] } = {},
): Promise<string[]> {
  const ids: string[] = [];
  const rows = Array.from({ length: count }, () => {
    sequence += 1;
    const reference = `UPG-N${sequence}`;
    const custId = `${shape.custId ?? "cust"}-${sequence}`;
    const id = `narrow-${sequence}`;
    ids.push(id);
    return {
      id,
      ...storedDecisionRow({
        reference,
        custId,
        status: shape.status ?? "rejected",
        receivedAt: new Date(NOW.getTime() - sequence * 60_000),
        rejectReasons: shape.reasons,
      }),
    };
  });
  await db().upgradeDecision.createMany({ data: rows });
  const reasons = listRows(shape.reasons ?? []);
  await db().decisionReason.createMany({
    data: ids.flatMap((decisionId) => reasons.map((row) => ({ decisionId, ...row }))),
  });
  return ids;
}

const list = async (viewerId: string, query: Record<string, string>) =>
  listDecisions(db(), inboxFilterSchema.parse(query), viewerId, ZONE, NOW);

describe("the inbox's narrowing of a search or reason filter to few decisions", () => {
  beforeEach(() => resetDb());

  it("finds a decision by the trigram index as it is stored, as its notes change, and not after it is deleted", async () => {
    const viewer = await makeUser(["compliance"]);
    const [gone = "", kept = ""] = await decisions(2, { custId: "Pelanggan-Zeta" });
    expect((await decisionsContaining(db(), "pelanggan-zeta"))?.sort()).toEqual([kept, gone].sort());

    await db().upgradeDecision.update({
      where: { id: kept },
      data: { notesSearch: notesSearchOf(["Nasabah menelepon ulang"]) },
    });
    await db().upgradeDecision.delete({ where: { id: gone } });
    // A VACUUM renumbers the rowids SQLite gave the decisions itself; the index does not depend on them.
    if (dialectOf(db()) === "sqlite") await db().$executeRawUnsafe("VACUUM");

    expect(await decisionsContaining(db(), "MENELEPON")).toEqual([kept]);
    expect(await decisionsContaining(db(), "pelanggan-zeta")).toEqual([kept]);
    const found = await list(viewer.id, { q: "menelepon ulang" });
    expect(found.rows.map((row) => row.id)).toEqual([kept]);
    expect(found.total).toEqual(exactly(1));
    // Two characters are too few for the index: the search reads the columns, with the same answer.
    expect(await decisionsContaining(db(), "ze")).toBeNull();
    expect((await list(viewer.id, { q: "ze" })).total).toEqual(exactly(1));
  });

  it("past the bound, the search and the reason filter still count exactly, read as conditions", async () => {
    const viewer = await makeUser(["compliance"]);
    const many = NARROWED_IDS_MAX + 3;
    await decisions(many, { custId: "massal", reasons: ["Alasan massal", "alasan MASSAL!"] });
    await decisions(2, { custId: "lain", reasons: ["Alasan lain"] });

    expect(await decisionsContaining(db(), "massal")).toBeNull();
    expect((await narrowReason(db(), reasonKey("Alasan massal"))).ids).toBeNull();
    expect((await list(viewer.id, { q: "massal" })).total).toEqual(exactly(many));
    const byReason = await list(viewer.id, { reason: reasonKey("Alasan massal") });
    expect(byReason.total).toEqual(exactly(many));
    expect(byReason.rows).toHaveLength(50);

    // Below the bound the same filters are read by the decisions' ids.
    const few = await narrowReason(db(), reasonKey("Alasan lain"));
    expect(few.ids).toHaveLength(2);
    expect((await list(viewer.id, { reason: reasonKey("alasan lain") })).total).toEqual(exactly(2));
  });

  it("counts no decision of a status a reason never came with, and the others as stored", async () => {
    const viewer = await makeUser(["compliance"]);
    await decisions(3, { status: "rejected", reasons: ["Foto buram"] });
    // The contract gives an approved decision no reasons; one that has some is counted by its own status.
    await decisions(1, { status: "approved", reasons: ["Data ganda"] });
    await decisions(2, { status: "rejected", reasons: ["Data ganda"] });

    const blurred = await list(viewer.id, { reason: reasonKey("Foto buram") });
    expect(blurred.counts.status).toEqual({ all: exactly(3), approved: exactly(0), rejected: exactly(3) });
    expect((await list(viewer.id, { reason: reasonKey("Foto buram"), status: "approved" })).rows).toEqual([]);
    const doubled = await list(viewer.id, { reason: reasonKey("data ganda") });
    expect(doubled.counts.status).toEqual({ all: exactly(3), approved: exactly(1), rejected: exactly(2) });
    // A search for the reason's words: by status the same way.
    const searched = await list(viewer.id, { q: "ganda" });
    expect(searched.counts.status).toEqual({ all: exactly(3), approved: exactly(1), rejected: exactly(2) });
  });
});
