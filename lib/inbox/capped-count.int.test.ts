import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery, rejectedVariant } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { capped, countDecisionsUpTo } from "./capped-count";

async function receive(body: unknown) {
  const answer = await receiveUpgradeNotification(delivery(body), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
  });
  expect(answer.status).toBe(200);
}

describe("capped counts", () => {
  beforeEach(() => resetDb());

  it("says exactly how many match up to the cap, and past it only that there are more than the cap", async () => {
    for (const reference of ["CAP-1", "CAP-2", "CAP-3"]) await receive(approvedNotification(reference));
    await receive(rejectedVariant("CAP-4"));
    const approved = { status: "approved" };
    expect(await countDecisionsUpTo(db(), approved, 3)).toEqual({ count: 3, more: false });
    expect(await countDecisionsUpTo(db(), approved, 2)).toEqual({ count: 2, more: true });
    expect(await countDecisionsUpTo(db(), {}, 3)).toEqual({ count: 3, more: true });
    expect(await countDecisionsUpTo(db(), { status: "rejected" }, 1)).toEqual({ count: 1, more: false });
    expect(await countDecisionsUpTo(db(), { custId: "nobody" }, 1)).toEqual({ count: 0, more: false });
  });

  it("reads a count of one past the cap as more, and the cap itself as exact", () => {
    expect(capped(5_001, 5_000)).toEqual({ count: 5_000, more: true });
    expect(capped(5_000, 5_000)).toEqual({ count: 5_000, more: false });
    expect(capped(0, 5_000)).toEqual({ count: 0, more: false });
  });
});
