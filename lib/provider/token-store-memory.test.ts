import { describe, expect, it } from "vitest";
import { MemoryTokenStore } from "./token-store-memory";

function counter() {
  let issued = 0;
  return {
    fetchNew: async () => {
      issued += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { token: `t${issued}`, expiresAt: 1000 + issued };
    },
    issued: () => issued,
  };
}

describe("MemoryTokenStore", () => {
  it("fetches once for many concurrent callers on an empty store", async () => {
    const store = new MemoryTokenStore();
    const source = counter();
    const tokens = await Promise.all(Array.from({ length: 50 }, () => store.refresh(source.fetchNew)));
    expect(source.issued()).toBe(1);
    expect(new Set(tokens.map((token) => token.token))).toEqual(new Set(["t1"]));
    expect(await store.get()).toEqual({ token: "t1", expiresAt: 1001 });
  });

  it("replaces a stale token once, even when many callers report it", async () => {
    const store = new MemoryTokenStore({ token: "old", expiresAt: 0 });
    const source = counter();
    await Promise.all(Array.from({ length: 10 }, () => store.refresh(source.fetchNew, "old")));
    expect(source.issued()).toBe(1);
    // A late caller still holding "old" gets the replacement, not another fetch.
    expect((await store.refresh(source.fetchNew, "old")).token).toBe("t1");
    expect(source.issued()).toBe(1);
  });

  it("fetches again when the current token is the stale one", async () => {
    const store = new MemoryTokenStore();
    const source = counter();
    await store.refresh(source.fetchNew);
    await store.refresh(source.fetchNew, "t1");
    expect(source.issued()).toBe(2);
    expect((await store.get())?.token).toBe("t2");
  });

  it("lets the next caller retry after a failed fetch", async () => {
    const store = new MemoryTokenStore();
    await expect(store.refresh(() => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(store.refresh(async () => ({ token: "ok", expiresAt: 1 }))).resolves.toEqual({
      token: "ok",
      expiresAt: 1,
    });
  });
});
