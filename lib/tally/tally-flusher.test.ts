import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureLogLines } from "@/test/log-lines";
import { type MinuteCount, MinuteTally } from "./minute-tally";
import { createTallyFlusher } from "./tally-flusher";

const at = new Date(Date.UTC(2026, 10, 23, 9, 0, 0));

function setup(write: (entry: MinuteCount<string>) => Promise<void>, minutes = 10) {
  const tally = new MinuteTally<string>({ minutes, identify: (key) => key });
  const flusher = createTallyFlusher({
    tally,
    write,
    flushAfterMs: 5_000,
    events: { dropped: "test_dropped", notSaved: "test_not_saved" },
  });
  const count = (key: string, n = 1) => flusher.counted(tally.add(key, at, n));
  return { tally, flusher, count };
}

describe("createTallyFlusher", () => {
  let logs: ReturnType<typeof captureLogLines>;
  beforeEach(() => {
    vi.useFakeTimers();
    logs = captureLogLines();
  });
  afterEach(() => {
    vi.useRealTimers();
    logs.restore();
  });

  it("writes nothing when counting, then one entry per key a few seconds after the first count", async () => {
    const written: MinuteCount<string>[] = [];
    const { count } = setup(async (entry) => {
      written.push(entry);
    });
    for (let i = 0; i < 100; i++) count("a");
    count("b", 3);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toEqual([
      { minuteStart: at, key: "a", count: 100 },
      { minuteStart: at, key: "b", count: 3 },
    ]);
  });

  it("keeps what a failed write could not save for the next one, losing nothing", async () => {
    const saved = new Map<string, number>();
    let failNext = true;
    const { count, flusher, tally } = setup(async (entry) => {
      if (failNext) {
        failNext = false;
        throw new Error("database is locked");
      }
      saved.set(entry.key, (saved.get(entry.key) ?? 0) + entry.count);
    });
    count("a", 2);
    await flusher.flush();
    expect(saved.size).toBe(0);
    expect(logs.lines()).toMatchObject([{ level: "warn", event: "test_not_saved", pending: 1 }]);
    expect(tally.isEmpty).toBe(false);
    count("a");
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saved.get("a")).toBe(3);
    expect(tally.isEmpty).toBe(true);
  });

  it("runs one write at a time: a flush during a write waits for it", async () => {
    let active = 0;
    let most = 0;
    const { count, flusher } = setup(async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, 10));
      active -= 1;
    });
    count("a");
    const first = flusher.flush();
    count("b");
    const second = flusher.flush();
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([first, second]);
    expect(most).toBe(1);
  });
});
