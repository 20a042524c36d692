import { describe, expect, it } from "vitest";
import { readAhead } from "./read-ahead";

/** A source whose items are released one by one by the test, recording when each is asked for. */
function controlledSource(count: number, failAt?: number) {
  const asked: number[] = [];
  const releases: (() => void)[] = [];
  let closed = false;
  async function* source() {
    try {
      for (let i = 0; i < count; i += 1) {
        asked.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        if (i === failAt) throw new Error(`item ${i} failed`);
        yield i;
      }
    } finally {
      closed = true;
    }
  }
  const releaseNext = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    releases.shift()?.();
  };
  return { source: source(), asked, releaseNext, isClosed: () => closed };
}

describe("readAhead", () => {
  it("asks for the next item as soon as the current one is handed over, never further", async () => {
    const { source, asked, releaseNext } = controlledSource(3);
    const items = readAhead(source);
    const first = items.next();
    await releaseNext();
    expect(await first).toEqual({ done: false, value: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    // While the caller works on item 0, item 1 is on its way and item 2 is not asked for yet.
    expect(asked).toEqual([0, 1]);
    await releaseNext();
    expect(await items.next()).toEqual({ done: false, value: 1 });
    await releaseNext();
    expect(await items.next()).toEqual({ done: false, value: 2 });
    expect(await items.next()).toEqual({ done: true, value: undefined });
  });

  it("lets the item ahead go on its way before the caller works on the current one", async () => {
    // As node:http does: a request leaves in a tick after it is made, once its socket is handed to it.
    const sent: number[] = [];
    async function* pages() {
      for (let i = 0; i < 3; i += 1) {
        await new Promise<void>((resolve) => process.nextTick(resolve));
        sent.push(i);
        yield i;
      }
    }
    const sentWhenHanded: number[][] = [];
    // The caller works without a turn of the event loop, as an export writing a page does.
    for await (const page of readAhead(pages())) sentWhenHanded[page] = [...sent];
    expect(sentWhenHanded).toEqual([
      [0, 1],
      [0, 1, 2],
      [0, 1, 2],
    ]);
  });

  it("yields every item in order", async () => {
    async function* numbers() {
      for (let i = 0; i < 50; i += 1) yield i;
    }
    const seen: number[] = [];
    for await (const item of readAhead(numbers())) seen.push(item);
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it("surfaces a failure of the item ahead when the caller asks for it", async () => {
    const { source, releaseNext } = controlledSource(3, 1);
    const items = readAhead(source);
    const first = items.next();
    await releaseNext();
    expect((await first).value).toBe(0);
    await releaseNext();
    await new Promise((resolve) => setImmediate(resolve));
    await expect(items.next()).rejects.toThrow("item 1 failed");
  });

  it("lets a caller leave without waiting for the item on its way, then closes the source", async () => {
    const { source, releaseNext, isClosed } = controlledSource(3);
    const first = (async () => {
      for await (const item of readAhead(source)) return item;
    })();
    await releaseNext();
    expect(await first).toBe(0);
    expect(isClosed()).toBe(false);
    await releaseNext();
    await new Promise((resolve) => setImmediate(resolve));
    expect(isClosed()).toBe(true);
  });
});
