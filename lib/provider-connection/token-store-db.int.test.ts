import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { keyringOf } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db/client";
import { createProviderClient } from "@/lib/provider/client";
import { testSandbox } from "@/sandbox/test-sandbox";
import { readState, resetSandbox } from "@/sandbox/testing";
import { resetDb } from "@/test/db";
import { testClientConfig } from "@/test/sandbox-client";
import { createDbTokenStore } from "./token-store-db";

const key = keyringOf({ version: 1, key: randomBytes(32) });
const sandbox = testSandbox();

describe("database token store", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("stores the token sealed, never in clear", async () => {
    const store = createDbTokenStore(db(), { key });
    const token = await store.refresh(async () => ({ token: "tok-123", expiresAt: Date.now() + 60_000 }));
    expect(token.token).toBe("tok-123");
    const row = await db().providerToken.findUniqueOrThrow({ where: { id: "default" } });
    expect(row.tokenSealed).not.toContain("tok-123");
    expect(await createDbTokenStore(db(), { key }).get()).toEqual(token);
  });

  it("keeps the token it read until it expires, without reading the row for every call", async () => {
    const store = createDbTokenStore(db(), { key });
    const token = await store.refresh(async () => ({ token: "kept", expiresAt: Date.now() + 60_000 }));
    await db().providerToken.deleteMany({});
    expect(await store.get()).toEqual(token);
    expect(await createDbTokenStore(db(), { key }).get()).toBeNull();
  });

  it("makes 50 concurrent callers on two instances ask the provider for one token", async () => {
    // Two app instances: two stores and two clients sharing only the database.
    const instances = [1, 2].map(() => {
      const tokenStore = createDbTokenStore(db(), { key, pollMs: 10 });
      return createProviderClient(testClientConfig(sandbox(), { timeoutMs: 5_000 }), { tokenStore });
    });
    const calls = Array.from({ length: 50 }, (_, i) =>
      instances[i % 2]?.getHistory({ userId: "user-few", seqId: 0, limit: 2 }),
    );
    const pages = await Promise.all(calls);
    expect(pages.every((page) => page?.status === 100)).toBe(true);
    expect((await readState(sandbox())).tokenIssues).toBe(1);
  });

  it("replaces a token the provider no longer accepts once, for every instance", async () => {
    const stores = [createDbTokenStore(db(), { key }), createDbTokenStore(db(), { key })];
    const clients = stores.map((tokenStore) =>
      createProviderClient(testClientConfig(sandbox()), { tokenStore }),
    );
    await clients[0]?.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    // Someone else (another deployment, a test connection) takes a new token: ours is now superseded.
    await clients[0]?.requestToken();
    const before = (await readState(sandbox())).tokenIssues;
    await Promise.all(clients.map((c) => c?.getHistory({ userId: "user-few", seqId: 0, limit: 1 })));
    expect((await readState(sandbox())).tokenIssues - before).toBe(1);
  });

  it("gets past a stored token the provider revoked with its own, with one new token", async () => {
    const firstStore = createDbTokenStore(db(), { key });
    const secondStore = createDbTokenStore(db(), { key });
    const first = createProviderClient(testClientConfig(sandbox()), { tokenStore: firstStore });
    const second = createProviderClient(testClientConfig(sandbox()), { tokenStore: secondStore });
    await first.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    // The other instance stores a token of its own; the first still holds the one it had.
    await secondStore.refresh(() => second.requestToken(), (await secondStore.get())?.token);
    // The provider then revokes every token it issued.
    await resetSandbox(sandbox());
    const page = await first.getHistory({ userId: "user-few", seqId: 0, limit: 1 });
    expect(page.body.transactions).toHaveLength(1);
    expect((await readState(sandbox())).tokenIssues).toBe(1);
  });

  it("lets another instance take over a lease whose holder died", async () => {
    await db().providerToken.create({
      data: { id: "default", leaseOwner: "crashed", leaseUntil: new Date(Date.now() - 1) },
    });
    const store = createDbTokenStore(db(), { key });
    const token = await store.refresh(async () => ({ token: "after-crash", expiresAt: Date.now() + 60_000 }));
    expect(token.token).toBe("after-crash");
  });

  it("releases the lease when fetching fails, so the next caller can try", async () => {
    const store = createDbTokenStore(db(), { key });
    await expect(store.refresh(async () => Promise.reject(new Error("provider down")))).rejects.toThrow(
      "provider down",
    );
    const row = await db().providerToken.findUniqueOrThrow({ where: { id: "default" } });
    expect(row.leaseOwner).toBeNull();
    expect((await store.refresh(async () => ({ token: "t2", expiresAt: Date.now() + 1000 }))).token).toBe(
      "t2",
    );
  });
});
