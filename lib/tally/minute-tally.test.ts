import { describe, expect, it } from "vitest";
import { MinuteTally, minuteOf } from "./minute-tally";

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 23, 9, minute, second));
type Key = { operation: string; outcome: string };
const tally = (minutes = 10) =>
  new MinuteTally<Key>({ minutes, identify: (key) => `${key.operation} ${key.outcome}` });

describe("MinuteTally", () => {
  it("sums equal keys per minute, oldest minute first, and empties when taken", () => {
    const counts = tally();
    counts.add({ operation: "history", outcome: "ok" }, at(2, 5));
    counts.add({ operation: "history", outcome: "ok" }, at(1, 59), 3);
    counts.add({ operation: "history", outcome: "ok" }, at(1, 0));
    counts.add({ operation: "history", outcome: "timeout" }, at(1, 30));
    expect(counts.take()).toEqual([
      { minuteStart: at(1), key: { operation: "history", outcome: "ok" }, count: 4 },
      { minuteStart: at(1), key: { operation: "history", outcome: "timeout" }, count: 1 },
      { minuteStart: at(2), key: { operation: "history", outcome: "ok" }, count: 1 },
    ]);
    expect(counts.isEmpty).toBe(true);
    expect(counts.take()).toEqual([]);
  });

  it("keeps at most the newest minutes, saying how many events it dropped", () => {
    const counts = tally(2);
    expect(counts.add({ operation: "token", outcome: "ok" }, at(1), 7)).toBe(0);
    counts.add({ operation: "token", outcome: "ok" }, at(2));
    expect(counts.add({ operation: "token", outcome: "ok" }, at(3))).toBe(7);
    expect(counts.take().map((c) => c.minuteStart)).toEqual([at(2), at(3)]);
  });

  it("takes back counts that could not be written, merged with what arrived meanwhile", () => {
    const counts = tally();
    counts.add({ operation: "token", outcome: "ok" }, at(1), 4);
    const unsaved = counts.take();
    counts.add({ operation: "token", outcome: "ok" }, at(1), 2);
    expect(counts.restore(unsaved)).toBe(0);
    expect(counts.take()).toEqual([
      { minuteStart: at(1), key: { operation: "token", outcome: "ok" }, count: 6 },
    ]);
  });

  it("finds the start of a minute", () => {
    expect(minuteOf(at(4, 59))).toEqual(at(4));
  });
});
