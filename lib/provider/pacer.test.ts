import { describe, expect, it } from "vitest";
import {
  burstOf,
  interactiveReserve,
  PAUSE_WITHOUT_RETRY_AFTER_MS,
  type PacePriority,
  type PaceSettings,
  ProviderPacer,
  paceWindow,
  type SharedPaceBudget,
  windowOf,
} from "./pacer";

/** Time that moves only when the test says; sleepers wake in order of their deadline. */
function fakeTime() {
  let time = 0;
  const sleepers: { at: number; wake: () => void }[] = [];
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return {
    now: () => time,
    sleep: (ms: number) => new Promise<void>((wake) => sleepers.push({ at: time + ms, wake })),
    async advance(ms: number) {
      const end = time + ms;
      await settle();
      for (;;) {
        sleepers.sort((a, b) => a.at - b.at);
        const next = sleepers[0];
        if (!next || next.at > end) break;
        sleepers.shift();
        time = next.at;
        next.wake();
        await settle();
      }
      time = end;
      await settle();
    },
    settle,
  };
}

class PausedRefusal extends Error {
  constructor(readonly pauseLeftMs: number) {
    super(`paused for ${pauseLeftMs} ms`);
  }
}
const refusal = (pauseLeftMs: number) => new PausedRefusal(pauseLeftMs);

function setup(
  settings: PaceSettings,
  shared: { time?: ReturnType<typeof fakeTime>; budget?: SharedPaceBudget } = {},
) {
  const time = shared.time ?? fakeTime();
  const pauses: number[] = [];
  const pacer = new ProviderPacer(settings, {
    now: time.now,
    sleep: time.sleep,
    observer: { waiting: () => {}, rateLimited: (ms) => pauses.push(ms) },
  });
  if (shared.budget) pacer.shareWith(shared.budget);
  const started: { name: string; at: number }[] = [];
  const finishers = new Map<string, () => void>();
  /** An exchange made in a `run` of `priority`; it stays in flight until `finish(name)` when `held`. */
  const call = (priority: PacePriority, name: string, held = false) =>
    pacer.run(priority, () =>
      pacer.pace(
        () =>
          new Promise<string>((resolve) => {
            started.push({ name, at: time.now() });
            if (held) finishers.set(name, () => resolve(name));
            else resolve(name);
          }),
        refusal,
      ),
    );
  const finish = async (name: string) => {
    finishers.get(name)?.();
    await time.settle();
  };
  return { pacer, time, started, call, finish, pauses };
}

describe("ProviderPacer", () => {
  it("starts exchanges no faster than the rate", async () => {
    const { time, started, call } = setup({ requestsPerSecond: 10, maxConcurrent: 100 });
    for (let i = 0; i < 30; i++) void call("background", `b${i}`);
    await time.advance(2_000);
    expect(started.map((s) => s.at)).toEqual(Array.from({ length: 21 }, (_, i) => i * 100));
  });

  it("lets a tenth of a second's exchanges start together after a quiet moment, then holds the rate", async () => {
    const { time, started, call } = setup({ requestsPerSecond: 100, maxConcurrent: 100 });
    for (let i = 0; i < 30; i++) void call("background", `b${i}`);
    await time.advance(100);
    expect(started.filter((s) => s.at === 0)).toHaveLength(10);
    expect(started.map((s) => s.at).slice(10)).toEqual(Array.from({ length: 10 }, (_, i) => (i + 1) * 10));
  });

  it("takes waiting interactive exchanges before background ones", async () => {
    const { time, started, call } = setup({ requestsPerSecond: 10, maxConcurrent: 100 });
    for (let i = 0; i < 5; i++) void call("background", `b${i}`);
    await time.settle();
    void call("interactive", "lookup-1");
    void call("interactive", "lookup-2");
    await time.advance(600);
    expect(started.map((s) => s.name)).toEqual(["b0", "lookup-1", "lookup-2", "b1", "b2", "b3", "b4"]);
    // The agent's lookup waited one token's time, not behind the four background exchanges.
    expect(started[1]).toEqual({ name: "lookup-1", at: 100 });
  });

  it("keeps at most maxConcurrent exchanges in flight, whatever the rate allows", async () => {
    const { time, started, call, finish } = setup({ requestsPerSecond: 1_000, maxConcurrent: 2 });
    for (let i = 0; i < 4; i++) void call("background", `b${i}`, true);
    await time.advance(1_000);
    expect(started.map((s) => s.name)).toEqual(["b0", "b1"]);
    await finish("b0");
    expect(started.map((s) => s.name)).toEqual(["b0", "b1", "b2"]);
    void call("interactive", "lookup", true);
    await finish("b1");
    expect(started.map((s) => s.name)).toEqual(["b0", "b1", "b2", "lookup"]);
  });

  it("sends nothing until the Retry-After of a 429 has passed; background exchanges wait it out", async () => {
    const { pacer, time, started, call, pauses } = setup({ requestsPerSecond: 100, maxConcurrent: 100 });
    pacer.rateLimited(1_500);
    void call("background", "b0");
    void call("background", "b1");
    await time.advance(1_499);
    expect(started).toEqual([]);
    await time.advance(1);
    expect(started).toEqual([{ name: "b0", at: 1_500 }]);
    // The rest follow at the rate, not in a burst gathered while paused.
    await time.advance(10);
    expect(started).toEqual([
      { name: "b0", at: 1_500 },
      { name: "b1", at: 1_510 },
    ]);
    expect(pauses).toEqual([1_500]);
  });

  it("refuses a person's exchange during a pause at once, saying how long is left, instead of sending it", async () => {
    const { pacer, time, started, call } = setup({ requestsPerSecond: 1, maxConcurrent: 100 });
    void call("background", "b0");
    // Waiting for a token when the 429 comes: refused too.
    const waiting = call("interactive", "waiting");
    await time.advance(200);
    pacer.rateLimited(30_000);
    await expect(waiting).rejects.toEqual(new PausedRefusal(30_000));
    await time.advance(10_000);
    await expect(call("interactive", "lookup")).rejects.toEqual(new PausedRefusal(20_000));
    expect(started.map((s) => s.name)).toEqual(["b0"]);
    await time.advance(20_000);
    const after = call("interactive", "after");
    // The token that had gathered before the pause was kept; the rest of it gathers after.
    await time.advance(800);
    await after;
    expect(started).toEqual([
      { name: "b0", at: 0 },
      { name: "after", at: 31_000 },
    ]);
  });

  it("pauses for a second after a 429 that does not say how long", async () => {
    const { pacer, time, started, call } = setup({ requestsPerSecond: 100, maxConcurrent: 100 });
    pacer.rateLimited(null);
    void call("background", "b0");
    await time.advance(PAUSE_WITHOUT_RETRY_AFTER_MS - 1);
    expect(started).toEqual([]);
    await time.advance(1);
    expect(started).toEqual([{ name: "b0", at: PAUSE_WITHOUT_RETRY_AFTER_MS }]);
  });

  it("keeps the later end when a second 429 asks for less", async () => {
    const { pacer, time, started, call } = setup({ requestsPerSecond: 100, maxConcurrent: 100 });
    pacer.rateLimited(2_000);
    pacer.rateLimited(500);
    void call("background", "b0");
    await time.advance(1_999);
    expect(started).toEqual([]);
    await time.advance(1);
    expect(started).toHaveLength(1);
  });

  it("applies new settings to the exchanges already waiting", async () => {
    const { pacer, time, started, call, finish } = setup({ requestsPerSecond: 1, maxConcurrent: 1 });
    for (let i = 0; i < 4; i++) void call("background", `b${i}`, true);
    await time.settle();
    expect(started.map((s) => s.name)).toEqual(["b0"]);
    pacer.configure({ requestsPerSecond: 10, maxConcurrent: 3 });
    await time.advance(200);
    expect(started).toEqual([
      { name: "b0", at: 0 },
      { name: "b1", at: 100 },
      { name: "b2", at: 200 },
    ]);
    pacer.configure({ requestsPerSecond: 10, maxConcurrent: 1 });
    await finish("b0");
    await finish("b1");
    await time.advance(1_000);
    expect(started).toHaveLength(3);
    await finish("b2");
    expect(started.map((s) => s.name)).toEqual(["b0", "b1", "b2", "b3"]);
  });

  it("refuses settings outside their bounds", () => {
    const { pacer } = setup({ requestsPerSecond: 5, maxConcurrent: 4 });
    expect(() => pacer.configure({ requestsPerSecond: 0, maxConcurrent: 4 })).toThrow();
    expect(() => pacer.configure({ requestsPerSecond: 5, maxConcurrent: 0 })).toThrow();
    expect(pacer.current).toEqual({ requestsPerSecond: 5, maxConcurrent: 4 });
  });

  it("paces an exchange by the priority of the run it is made in, across awaits", async () => {
    const { pacer, time, started } = setup({ requestsPerSecond: 10, maxConcurrent: 100 });
    const exchange = (name: string) => () =>
      pacer.pace(async () => {
        started.push({ name, at: time.now() });
      }, refusal);
    for (let i = 0; i < 3; i++) void pacer.run("background", exchange(`b${i}`));
    void pacer.run("interactive", async () => {
      await time.settle();
      await exchange("lookup")();
    });
    // Outside any run: a person's exchange.
    void exchange("unmarked")();
    await time.advance(400);
    expect(started.map((s) => s.name)).toEqual(["b0", "unmarked", "lookup", "b1", "b2"]);
  });

  it("frees the exchange's place when it fails", async () => {
    const { pacer, time, started, call } = setup({ requestsPerSecond: 1_000, maxConcurrent: 1 });
    await expect(pacer.pace(() => Promise.reject(new Error("refused")), refusal)).rejects.toThrow("refused");
    void call("background", "b0");
    await time.settle();
    expect(started.map((s) => s.name)).toEqual(["b0"]);
  });
});

/** The shared budget as the database keeps it (lib/provider-connection/pace-budget.ts), answering a moment later. */
function memoryBudget(): SharedPaceBudget & { used: Map<number, number> } {
  const used = new Map<number, number>();
  return {
    used,
    async take(window, want, cap) {
      await Promise.resolve();
      const before = used.get(window.start) ?? 0;
      const got = Math.max(0, Math.min(want, cap - before));
      used.set(window.start, before + got);
      return got;
    },
  };
}

describe("ProviderPacer sharing the rate with other instances", () => {
  const settings = { requestsPerSecond: 50, maxConcurrent: 100 };
  const perWindow = (starts: { at: number }[]) => {
    const counts = new Map<number, number>();
    for (const { at } of starts) {
      const { start } = paceWindow(settings, at);
      counts.set(start, (counts.get(start) ?? 0) + 1);
    }
    return counts;
  };

  it("alone, two instances send twice the rate: the problem", async () => {
    const time = fakeTime();
    const one = setup(settings, { time });
    const two = setup(settings, { time });
    for (let i = 0; i < 50; i++) {
      void one.call("background", `a${i}`);
      void two.call("background", `b${i}`);
    }
    await time.advance(1_000);
    expect(one.started.length + two.started.length).toBeGreaterThan(1.8 * settings.requestsPerSecond);
  });

  it("through one budget, two instances together keep to the rate, window by window", async () => {
    const time = fakeTime();
    const budget = memoryBudget();
    const one = setup(settings, { time, budget });
    const two = setup(settings, { time, budget });
    for (let i = 0; i < 100; i++) {
      void one.call("background", `a${i}`);
      void two.call("background", `b${i}`);
    }
    await time.advance(2_000);
    const all = [...one.started, ...two.started];
    const limit = burstOf(settings);
    expect(Math.max(...perWindow(all).values())).toBe(limit);
    // Twenty whole windows in two seconds, the reserve left unused going to background work in each second half;
    // and the first half of the window starting at 2 s.
    expect(all.length).toBe(2 * settings.requestsPerSecond + limit - interactiveReserve(limit));
    // Both instances got their turns.
    expect(one.started.length).toBeGreaterThan(0);
    expect(two.started.length).toBeGreaterThan(0);
  });

  it("a person's lookup on one instance goes within half a window, however much background work another has", async () => {
    const time = fakeTime();
    const budget = memoryBudget();
    const busy = setup(settings, { time, budget });
    const quiet = setup(settings, { time, budget });
    for (let i = 0; i < 200; i++) void busy.call("background", `b${i}`);
    await time.advance(1_000);
    const limit = burstOf(settings);
    // In the first half of a window background work leaves the reserve.
    expect(budget.used.get(1_000)).toBe(limit - interactiveReserve(limit));
    void quiet.call("interactive", "lookup");
    await time.advance(windowOf(settings) / 2);
    expect(quiet.started).toEqual([{ name: "lookup", at: 1_000 }]);
    const all = [...busy.started, ...quiet.started];
    expect(Math.max(...perWindow(all).values())).toBeLessThanOrEqual(burstOf(settings));
  });

  it("sends nothing while the budget fails, and goes on once it answers", async () => {
    const time = fakeTime();
    let failing = true;
    const inner = memoryBudget();
    const budget: SharedPaceBudget = {
      take: (window, want, cap) => (failing ? Promise.resolve(0) : inner.take(window, want, cap)),
    };
    const { started, call } = setup(settings, { time, budget });
    for (let i = 0; i < 5; i++) void call("background", `b${i}`);
    await time.advance(500);
    expect(started).toEqual([]);
    failing = false;
    await time.advance(windowOf(settings));
    expect(started.length).toBeGreaterThan(0);
  });
});
