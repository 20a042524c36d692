import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import type { ClassifiedRow } from "../classify";
import { saveRow } from "./rows";

const answered: ClassifiedRow = {
  bucket: "amount_differs",
  matchedKind: "partnerId",
  providerRequestId: "req-0001",
  providerTransactionId: "trx-0001",
  providerStatus: "SUCCESS",
  providerAmountMinor: "123456789",
  providerCurrency: "IDR",
  providerSettledAt: new Date("2026-11-28T23:59:58.123Z"),
  providerError: null,
};

async function claimedRow(lease: string) {
  const owner = await makeUser(["agent"]);
  const run = await db().reconcileRun.create({ data: { ownerId: owner.id, source: "paste", rowCount: 1 } });
  return db().reconcileRow.create({
    data: {
      runId: run.id,
      rowNumber: 1,
      identifier: "ord-0000-00000000",
      identifierKind: "auto",
      leaseOwner: lease,
      leaseUntil: new Date(Date.now() + 60_000),
    },
  });
}

describe("saving an answered row", () => {
  beforeEach(() => resetDb());

  it("writes the answer as classified, read back alike on either database, and lets the row go", async () => {
    const row = await claimedRow("lease-a");
    const at = new Date("2026-11-29T01:02:03.456Z");
    expect(await saveRow(db(), row.id, "lease-a", answered, at)).toBe(true);
    const saved = await db().reconcileRow.findUniqueOrThrow({ where: { id: row.id } });
    expect(saved).toMatchObject({
      ...answered,
      state: "done",
      askedAt: at,
      leaseOwner: null,
      leaseUntil: null,
    });
    // Compared as stored: a typed filter on the times written by the save finds the row.
    expect(
      await db().reconcileRow.count({
        where: { providerSettledAt: { gte: answered.providerSettledAt ?? at } },
      }),
    ).toBe(1);
    expect(await db().reconcileRow.count({ where: { askedAt: { lt: new Date(at.getTime() + 1) } } })).toBe(1);
  });

  it("saves nothing for a claim that no longer holds the row, nor twice", async () => {
    const row = await claimedRow("lease-b");
    expect(await saveRow(db(), row.id, "lease-a", answered)).toBe(false);
    expect((await db().reconcileRow.findUniqueOrThrow({ where: { id: row.id } })).state).toBe("pending");
    expect(await saveRow(db(), row.id, "lease-b", { ...answered, providerSettledAt: null })).toBe(true);
    expect(await saveRow(db(), row.id, "lease-b", answered)).toBe(false);
    expect(
      (await db().reconcileRow.findUniqueOrThrow({ where: { id: row.id } })).providerSettledAt,
    ).toBeNull();
  });
});
