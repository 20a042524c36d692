import { describe, expect, it } from "vitest";
import { OTHER_ADDRESSES, RefusalTally } from "./refusal-tally";

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 23, 9, minute, second));

describe("RefusalTally", () => {
  it("sums refusals per minute, address and kind, and empties when taken", () => {
    const tally = new RefusalTally({ addressesPerMinute: 10, minutes: 10 });
    for (let i = 0; i < 250; i++) tally.add("unauthorized", "203.0.113.7", at(1, i % 60));
    tally.add("rate_limited", "203.0.113.7", at(1, 59));
    tally.add("unauthorized", "198.51.100.1", at(1, 30));
    tally.add("unauthorized", "203.0.113.7", at(2, 0));
    expect(tally.take()).toEqual([
      { minuteStart: at(1), kind: "unauthorized", address: "203.0.113.7", count: 250 },
      { minuteStart: at(1), kind: "rate_limited", address: "203.0.113.7", count: 1 },
      { minuteStart: at(1), kind: "unauthorized", address: "198.51.100.1", count: 1 },
      { minuteStart: at(2), kind: "unauthorized", address: "203.0.113.7", count: 1 },
    ]);
    expect(tally.isEmpty).toBe(true);
    expect(tally.take()).toEqual([]);
  });

  it("counts addresses past a minute's cap together as 'other', keeping the total right", () => {
    const tally = new RefusalTally({ addressesPerMinute: 3, minutes: 10 });
    for (let i = 0; i < 1_000; i++) tally.add("unauthorized", `10.0.${i >> 8}.${i & 255}`, at(5));
    const taken = tally.take();
    expect(taken).toHaveLength(4);
    expect(taken.find((c) => c.address === OTHER_ADDRESSES)?.count).toBe(997);
    expect(taken.reduce((sum, c) => sum + c.count, 0)).toBe(1_000);
  });

  it("holds the address cap per minute, however often the counts are written within it", () => {
    const tally = new RefusalTally({ addressesPerMinute: 3, minutes: 10 });
    const written = [];
    for (let i = 0; i < 10; i++) {
      tally.add("unauthorized", `10.0.0.${i}`, at(7, i));
      written.push(...tally.take());
    }
    expect(written.map((c) => c.address)).toEqual([
      "10.0.0.0",
      "10.0.0.1",
      "10.0.0.2",
      ...Array(7).fill(OTHER_ADDRESSES),
    ]);
    // A new minute keeps new addresses apart again.
    tally.add("unauthorized", "10.0.0.9", at(8));
    expect(tally.take()[0]?.address).toBe("10.0.0.9");
  });

  it("keeps at most the newest minutes, saying how many refusals it dropped", () => {
    const tally = new RefusalTally({ addressesPerMinute: 10, minutes: 2 });
    tally.add("unauthorized", "a", at(1), 7);
    tally.add("unauthorized", "a", at(2), 1);
    expect(tally.add("unauthorized", "a", at(3), 1)).toBe(7);
    expect(tally.take().map((c) => c.minuteStart)).toEqual([at(2), at(3)]);
  });

  it("takes back counts that could not be written, merged with what arrived meanwhile", () => {
    const tally = new RefusalTally({ addressesPerMinute: 10, minutes: 10 });
    tally.add("unauthorized", "a", at(1), 4);
    const unsaved = tally.take();
    tally.add("unauthorized", "a", at(1), 2);
    expect(tally.restore(unsaved)).toBe(0);
    expect(tally.take()).toEqual([{ minuteStart: at(1), kind: "unauthorized", address: "a", count: 6 }]);
  });
});
