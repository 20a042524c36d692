import { beforeEach, describe, expect, it } from "vitest";
import { keyring } from "@/lib/crypto/keys";
import { type Db, db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { UNKNOWN_ADDRESS } from "@/lib/http/address-bucket";
import { resetDb } from "@/test/db";
import { anonymousCallers, createAnonymousCallers } from "./anonymous-callers";
import { receiveCallbackRequest as POST } from "./endpoint";
import { receiveUpgradeNotification } from "./receive";
import { callbackStore } from "./store";
import { acceptTokens, approvedNotification, CURRENT_TOKEN, delivery, PREVIOUS_TOKEN } from "./test-helpers";

type Json = Record<string, unknown>;

async function answer(response: Response) {
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as Json,
  };
}

const countsByKind = async () => {
  const rows = await db().callbackRefusalCount.groupBy({ by: ["kind"], _sum: { count: true } });
  return Object.fromEntries(rows.map((row) => [row.kind, row._sum.count ?? 0]));
};

describe("anonymous callers during a flood, through the route", () => {
  beforeEach(async () => {
    await anonymousCallers().flush();
    await resetDb();
    await acceptTokens(db(), [PREVIOUS_TOKEN, CURRENT_TOKEN]);
  });

  it("1,000 anonymous posts add no delivery rows, are counted, and the provider's deliveries still arrive", async () => {
    // A real decision whose delivery list a flood naming its reference must not crowd.
    expect((await answer(await POST(delivery(approvedNotification("UPG-REAL"))))).status).toBe(200);
    const attacks = [
      () => delivery(approvedNotification("UPG-REAL"), { token: "guessed-token-guessed-token-guessed" }),
      () => delivery(approvedNotification("UPG-REAL"), { token: null }),
      () => delivery("x".repeat(2_000), { token: CURRENT_TOKEN.slice(1), raw: true }),
      () => delivery(approvedNotification("UPG-REAL"), { token: "", contentType: "text/plain" }),
    ];
    const anonymous: Awaited<ReturnType<typeof answer>>[] = [];
    const provider: Awaited<ReturnType<typeof answer>>[] = [];
    for (let wave = 0; wave < 20; wave++) {
      const [delivered, ...refused] = await Promise.all([
        POST(delivery(approvedNotification(`UPG-FLOOD-${wave}`))).then(answer),
        ...Array.from({ length: 50 }, (_, i) => POST(attacks[i % attacks.length]!()).then(answer)),
      ]);
      provider.push(delivered!);
      anonymous.push(...refused);
    }

    expect(provider.map((a) => [a.status, a.body.responseCode])).toEqual(
      Array.from({ length: 20 }, () => [200, "2000000"]),
    );
    expect(await db().upgradeDecision.count()).toBe(21);
    // Only the provider's deliveries became rows, each tied to its decision.
    const deliveries = await db().callbackDelivery.findMany();
    expect(deliveries).toHaveLength(21);
    expect(deliveries.every((d) => d.outcome === "stored" && d.decisionId !== null)).toBe(true);

    expect(anonymous).toHaveLength(1_000);
    const unauthorized = anonymous.filter((a) => a.status === 401);
    const limited = anonymous.filter((a) => a.status === 429);
    expect(unauthorized.length + limited.length).toBe(1_000);
    expect(unauthorized.length).toBeLessThanOrEqual(env().CALLBACK_ANONYMOUS_PER_MINUTE);
    for (const refusal of unauthorized) expect(refusal.body.responseCode).toBe("4010000");
    for (const refusal of limited) {
      expect(refusal.body).toEqual({ responseCode: "4290000", responseMessage: "Too Many Requests" });
      expect(Number(refusal.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(refusal.retryAfter)).toBeLessThanOrEqual(60);
    }

    await anonymousCallers().flush();
    expect(await countsByKind()).toEqual({
      unauthorized: unauthorized.length,
      ...(limited.length > 0 ? { rate_limited: limited.length } : {}),
    });
    // No trusted proxy here, so no address is known: one shared bucket, a row per minute and kind.
    const rows = await db().callbackRefusalCount.findMany();
    expect(new Set(rows.map((r) => r.address))).toEqual(new Set([UNKNOWN_ADDRESS]));
    expect(rows.length).toBeLessThanOrEqual(4);
  });
});

describe("anonymous callers, per address", () => {
  const keys = () => keyring();
  const receive = (
    request: Request,
    address: string | null,
    anonymous: ReturnType<typeof createAnonymousCallers>,
  ) =>
    receiveUpgradeNotification(request, {
      store: callbackStore(),
      key: keys(),
      loadTokens: async () => [CURRENT_TOKEN],
      callerAddress: address,
      anonymous,
    }).then(answer);
  const wrong = () =>
    delivery(approvedNotification("UPG-A"), { token: "wrong-token-wrong-token-wrong-token" });

  beforeEach(() => resetDb());

  it("limits each address on its own, and never a delivery with a valid token", async () => {
    const anonymous = createAnonymousCallers({ perMinute: 3, db, flushAfterMs: 60_000 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await receive(wrong(), "203.0.113.7", anonymous)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await receive(wrong(), "198.51.100.1", anonymous)).status).toBe(401);
    // Another address in the same IPv6 /64 is the same caller.
    for (let i = 0; i < 3; i++) await receive(wrong(), "2001:db8:1:2::1", anonymous);
    expect((await receive(wrong(), "2001:db8:1:2::ffff", anonymous)).status).toBe(429);

    // The provider, sending from the limited address or from the shared bucket once it is exhausted too.
    for (let i = 0; i < 4; i++) await receive(wrong(), null, anonymous);
    for (const address of ["203.0.113.7", null]) {
      const accepted = await receive(delivery(approvedNotification(`UPG-OK-${address}`)), address, anonymous);
      expect(accepted).toMatchObject({ status: 200, body: { responseCode: "2000000" } });
    }
    expect(await db().callbackDelivery.count()).toBe(2);

    await anonymous.flush();
    const rows = await db().callbackRefusalCount.findMany({ orderBy: [{ address: "asc" }, { kind: "asc" }] });
    expect(rows.map((r) => [r.address, r.kind, r.count])).toEqual([
      ["198.51.100.1", "unauthorized", 1],
      ["2001:db8:1:2::/64", "rate_limited", 1],
      ["2001:db8:1:2::/64", "unauthorized", 3],
      ["203.0.113.7", "rate_limited", 2],
      ["203.0.113.7", "unauthorized", 3],
      [UNKNOWN_ADDRESS, "rate_limited", 1],
      [UNKNOWN_ADDRESS, "unauthorized", 3],
    ]);
    for (const row of rows) {
      expect(row.minuteStart.getTime() % 60_000).toBe(0);
      expect(row.hourStart.getTime() % 3_600_000).toBe(0);
      expect(row.minuteStart.getTime() - row.hourStart.getTime()).toBeLessThan(3_600_000);
    }
  });

  it("adds up what several instances count for the same minute and address", async () => {
    const instances = Array.from({ length: 4 }, () =>
      createAnonymousCallers({ perMinute: 1_000, db, flushAfterMs: 60_000 }),
    );
    const at = new Date();
    instances.forEach((instance, i) => {
      for (let n = 0; n <= i; n++) instance.count("unauthorized", "203.0.113.7", at);
    });
    await Promise.all(instances.map((instance) => instance.flush()));
    const rows = await db().callbackRefusalCount.findMany();
    expect(rows.map((r) => [r.address, r.kind, r.count])).toEqual([["203.0.113.7", "unauthorized", 10]]);
  });

  it("writes the counts by itself a moment after the refusals", async () => {
    const anonymous = createAnonymousCallers({ perMinute: 10, db, flushAfterMs: 50 });
    await receive(wrong(), "203.0.113.7", anonymous);
    await receive(wrong(), "203.0.113.7", anonymous);
    let total = 0;
    for (let i = 0; i < 100 && total < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      total = (await countsByKind()).unauthorized ?? 0;
    }
    expect(total).toBe(2);
  });

  it("keeps the counts a failed write could not save, and writes them with the next one", async () => {
    let broken = true;
    const unavailable = {
      callbackRefusalCount: {
        upsert: async () => {
          throw Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
        },
      },
    } as unknown as Db;
    const anonymous = createAnonymousCallers({
      perMinute: 10,
      db: () => (broken ? unavailable : db()),
      flushAfterMs: 60_000,
    });
    for (let i = 0; i < 3; i++) anonymous.count("unauthorized", "203.0.113.7", new Date());
    await anonymous.flush();
    expect(await db().callbackRefusalCount.count()).toBe(0);
    broken = false;
    anonymous.count("unauthorized", "203.0.113.7", new Date());
    await anonymous.flush();
    expect((await countsByKind()).unauthorized).toBe(4);
  });
});
