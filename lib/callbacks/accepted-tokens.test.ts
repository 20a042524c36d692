import { describe, expect, it } from "vitest";
import { createAcceptedTokens } from "./accepted-tokens";
import type { SealedCallbackTokens } from "./store";

/** A database row and a clock under the test's control; "opening" a sealed value is the identity here. */
function setup() {
  const world = {
    row: { current: "t1", previous: null } as SealedCallbackTokens,
    now: 0,
    generation: 0,
    reads: 0,
    opens: 0,
    gate: null as Promise<void> | null,
  };
  const load = createAcceptedTokens({
    read: async () => {
      world.reads += 1;
      const row = { ...world.row };
      if (world.gate) await world.gate;
      return row;
    },
    open: (sealed) => {
      world.opens += 1;
      return [sealed.current, sealed.previous].filter((token): token is string => token !== null);
    },
    maxAgeMs: 1_000,
    clock: () => world.now,
    generation: () => world.generation,
  });
  return { world, load };
}

function deferred() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

describe("accepted callback tokens", () => {
  it("reads the database once per max age, and opens the values again only when they changed", async () => {
    const { world, load } = setup();
    expect(await load()).toEqual(["t1"]);
    world.now = 999;
    expect(await load()).toEqual(["t1"]);
    expect(world.reads).toBe(1);
    world.now = 1_000;
    expect(await load()).toEqual(["t1"]);
    expect([world.reads, world.opens]).toEqual([2, 1]);
  });

  it("sees a token saved elsewhere at once when asked for a fresh read, while the cached copy is young", async () => {
    const { world, load } = setup();
    await load();
    world.row = { current: "t2", previous: "t1" };
    world.now = 10;
    expect(await load()).toEqual(["t1"]);
    expect(await load({ fresh: true })).toEqual(["t2", "t1"]);
  });

  it("does not answer a fresh request with a read that started before it", async () => {
    const { world, load } = setup();
    const { gate, release } = deferred();
    world.gate = gate;
    const early = load();
    // The connection is saved elsewhere while that read is under way; then the new token is presented.
    world.row = { current: "t2", previous: "t1" };
    world.now = 5;
    const fresh = load({ fresh: true });
    world.gate = null;
    release();
    expect(await early).toEqual(["t1"]);
    expect(await fresh).toEqual(["t2", "t1"]);
  });

  it("makes concurrent requests share reads, however many fail the check", async () => {
    const { world, load } = setup();
    await load();
    world.now = 10;
    await Promise.all(Array.from({ length: 500 }, () => load({ fresh: true })));
    expect(world.reads).toBeLessThanOrEqual(3);
  });

  it("drops its copy at once when this instance saves the connection", async () => {
    const { world, load } = setup();
    await load();
    world.row = { current: "t3", previous: "t1" };
    world.generation += 1;
    expect(await load()).toEqual(["t3", "t1"]);
  });

  it("lets a failed read answer with its error, and the next request read again", async () => {
    let fail = true;
    const load = createAcceptedTokens({
      read: async () => {
        if (fail) throw new Error("database down");
        return { current: "t1", previous: null };
      },
      open: (sealed) => (sealed.current ? [sealed.current] : []),
    });
    await expect(load()).rejects.toThrow("database down");
    fail = false;
    expect(await load()).toEqual(["t1"]);
  });
});
