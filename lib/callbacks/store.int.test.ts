import { beforeEach, describe, expect, it } from "vitest";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { receiveCallbackRequest as POST } from "./endpoint";
import { parseNotification } from "./parse";
import { receiveUpgradeNotification } from "./receive";
import { type CallbackStore, callbackStore, createCallbackStore } from "./store";
import { notificationRows } from "./store-rows";
import { acceptTokens, approvedNotification, CURRENT_TOKEN, delivery, PREVIOUS_TOKEN } from "./test-helpers";

const UNREACHABLE = "postgresql://nobody:secret@127.0.0.1:9/none?connect_timeout=1";

function receiveWith(store: CallbackStore, request: Request) {
  return receiveUpgradeNotification(request, {
    store,
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
  });
}

/** The test database, except that storing a notification fails `failures` times. */
function failingStore(failures: number, error: () => Error): CallbackStore {
  let left = failures;
  const real = callbackStore();
  return {
    ...real,
    store: async (rows) => {
      if (left-- > 0) throw error();
      return real.store(rows);
    },
  };
}

const connectionLost = () =>
  Object.assign(new Error("Can't reach database server"), {
    code: "P1001",
    name: "PrismaClientKnownRequestError",
  });

describe("callback store", () => {
  beforeEach(async () => {
    await resetDb();
    await acceptTokens(db(), [PREVIOUS_TOKEN, CURRENT_TOKEN]);
  });

  it("turns 50 identical parallel deliveries into exactly one decision, all answered 2000000", async () => {
    const body = approvedNotification("UPG-PAR");
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await POST(delivery(body));
        return { status: response.status, ...((await response.json()) as { responseCode: string }) };
      }),
    );
    expect(answers.filter((a) => a.status === 200 && a.responseCode === "2000000")).toHaveLength(50);
    expect(await db().upgradeDecision.count()).toBe(1);
    const outcomes = await db().callbackDelivery.groupBy({ by: ["outcome"], _count: true });
    expect(Object.fromEntries(outcomes.map((o) => [o.outcome, o._count]))).toEqual({
      stored: 1,
      duplicate: 49,
    });
  });

  it("keeps both of two contradicting decisions delivered in parallel, each once, both flagged", async () => {
    const approved = approvedNotification("UPG-RACE");
    const rejected = {
      ...approved,
      status: "rejected",
      additionalInfo: {
        ...(approved.additionalInfo as object),
        benefits: undefined,
        rejectReasons: ["Foto buram"],
      },
    };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => POST(delivery(i % 2 ? approved : rejected)).then((r) => r.status)),
    );
    expect(new Set(answers)).toEqual(new Set([200]));
    const rows = await db().upgradeDecision.findMany();
    expect(rows.map((r) => r.status).sort()).toEqual(["approved", "rejected"]);
    expect(rows.every((r) => r.conflict)).toBe(true);
  });

  it("answers 503 with Retry-After while the database is unreachable, then stores once after recovery", async () => {
    const down = createCallbackStore(UNREACHABLE);
    const failed = await receiveWith(down, delivery(approvedNotification("UPG-DOWN")));
    expect(failed.status).toBe(503);
    expect(failed.headers.get("retry-after")).toBe("10");
    expect(await failed.json()).toMatchObject({ responseCode: "5030000", originalReferenceNo: "UPG-DOWN" });
    expect(await db().upgradeDecision.count()).toBe(0);

    for (let retry = 0; retry < 2; retry++) {
      const response = await receiveWith(callbackStore(), delivery(approvedNotification("UPG-DOWN")));
      expect(response.status).toBe(200);
    }
    expect(await db().upgradeDecision.count()).toBe(1);
    await down.close();
  });

  it("answers 503 when the insert cannot commit, and the retry stores the decision once", async () => {
    const flaky = failingStore(1, connectionLost);
    const failed = await receiveWith(flaky, delivery(approvedNotification("UPG-TX")));
    expect(failed.status).toBe(503);
    expect(await db().upgradeDecision.count()).toBe(0);
    expect((await receiveWith(flaky, delivery(approvedNotification("UPG-TX")))).status).toBe(200);
    expect((await receiveWith(flaky, delivery(approvedNotification("UPG-TX")))).status).toBe(200);
    expect(await db().upgradeDecision.count()).toBe(1);
    expect(await db().callbackDelivery.count()).toBe(2);
  });

  it("answers 503 when the accepted tokens cannot be read", async () => {
    const unreachable = createCallbackStore(UNREACHABLE);
    const response = await receiveUpgradeNotification(delivery(approvedNotification()), {
      store: callbackStore(),
      key: keyring(),
      loadTokens: () => unreachable.readSealedCallbackTokens().then(() => []),
    });
    await unreachable.close();
    expect(response.status).toBe(503);
    expect(await db().upgradeDecision.count()).toBe(0);
  });

  it("answers anything unexpected with 500 5000000, still echoing the reference", async () => {
    const broken = failingStore(1, () => new Error("a bug"));
    const response = await receiveWith(broken, delivery(approvedNotification("UPG-BUG")));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      responseCode: "5000000",
      responseMessage: "General Error",
      originalReferenceNo: "UPG-BUG",
      additionalInfo: { originalReferenceNo: "UPG-BUG" },
    });
    expect(await db().upgradeDecision.count()).toBe(0);
  });

  it("writes a decision and its delivery together or not at all", async () => {
    const parsed = parseNotification(JSON.stringify(approvedNotification("UPG-HALF")));
    if (!parsed.ok) throw new Error("the test notification is invalid");
    const rows = notificationRows(
      parsed.notification,
      { receivedAt: new Date(), bodyBytes: 10, rawBodySealed: null },
      keyring(),
    );
    // The delivery breaks a NOT NULL column after the decision was inserted.
    const broken = { ...rows, delivery: { ...rows.delivery, responseCode: null as unknown as string } };
    await expect(callbackStore().store(broken)).rejects.toThrow();
    expect(await db().upgradeDecision.count()).toBe(0);
    expect(await db().callbackDelivery.count()).toBe(0);
    // A write that fails alone does not take the others of its group commit down with it.
    const [fails, stores] = await Promise.allSettled([
      callbackStore().store(broken),
      callbackStore().store(rows),
    ]);
    expect([fails.status, stores.status]).toEqual(["rejected", "fulfilled"]);
    expect(await db().upgradeDecision.count()).toBe(1);
  });
});
