import { describe, expect, it } from "vitest";
import { axisWidth, countTicks } from "./count-axis";

// What a person reads at the top of an axis, in each locale the app speaks.
const english = new Intl.NumberFormat("en");
const indonesian = new Intl.NumberFormat("id");

describe("an axis of counts", () => {
  it("tops out at a tick at or above the largest value", () => {
    expect(countTicks(10_000, false).at(-1)).toBe(10_000);
    expect(countTicks(10_001, false).at(-1)).toBeGreaterThanOrEqual(10_001);
    expect(countTicks(0, false)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(2.35, true).at(-1)).toBeGreaterThanOrEqual(2.35);
  });

  it("is wide enough for five digits and a separator: the 10,000 that showed as 0000 in a 40 px axis", () => {
    for (const format of [english, indonesian]) {
      const labels = countTicks(10_000, false).map((tick) => format.format(tick));
      expect(labels.at(-1)).toMatch(/^10[.,]000$/);
      // Five digits at 12 px take at least 5 × 6.6 px (the widest common sans-serif digits), plus the tick.
      expect(axisWidth(labels)).toBeGreaterThanOrEqual(5 * 6.6 + 3 + 8);
      expect(axisWidth(labels)).toBeGreaterThan(40);
    }
  });

  it("grows with the widest label, not the last one, and stays small for small counts", () => {
    expect(axisWidth(["0", "3", "6", "9", "12"])).toBeLessThan(
      axisWidth(["0", "250", "500", "750", "1,000"]),
    );
    expect(axisWidth(["0", "140,000"])).toBeGreaterThan(axisWidth(["0", "12,000"]));
    expect(axisWidth(["100,000", "0"])).toBe(axisWidth(["0", "100,000"]));
    expect(axisWidth(["0", "4"])).toBeLessThanOrEqual(24);
    expect(axisWidth(["2.4h"])).toBeGreaterThan(axisWidth(["24"]));
  });
});
