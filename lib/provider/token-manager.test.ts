import { describe, expect, it } from "vitest";
import { TokenManager } from "./token-manager";
import { MemoryTokenStore } from "./token-store-memory";

function setup(initial: { token: string; expiresAt: number } | null, now: number) {
  let issued = 0;
  const store = new MemoryTokenStore(initial);
  const manager = new TokenManager({
    store,
    fetchNew: async () => ({ token: `new${++issued}`, expiresAt: now + 10_000 }),
    refreshMarginMs: 1000,
    now: () => now,
  });
  return { manager, issued: () => issued };
}

describe("TokenManager", () => {
  it("reuses a token that is not close to expiry", async () => {
    const { manager, issued } = setup({ token: "fresh", expiresAt: 5000 }, 3000);
    expect(await manager.current()).toBe("fresh");
    expect(issued()).toBe(0);
  });

  it("refreshes within the margin before expiry", async () => {
    const { manager, issued } = setup({ token: "ageing", expiresAt: 5000 }, 4001);
    expect(await manager.current()).toBe("new1");
    expect(issued()).toBe(1);
  });

  it("fetches on an empty store", async () => {
    const { manager } = setup(null, 0);
    expect(await manager.current()).toBe("new1");
  });

  it("replaces a rejected token", async () => {
    const { manager, issued } = setup({ token: "revoked", expiresAt: 99_999 }, 0);
    expect(await manager.replace("revoked")).toEqual({ token: "new1", fetched: true });
    expect(await manager.current()).toBe("new1");
    expect(issued()).toBe(1);
  });

  it("says when the replacement is one already stored rather than fetched for this call", async () => {
    const { manager, issued } = setup({ token: "stored-by-another", expiresAt: 99_999 }, 0);
    expect(await manager.replace("revoked")).toEqual({ token: "stored-by-another", fetched: false });
    expect(issued()).toBe(0);
  });
});
