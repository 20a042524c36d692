import { describe, expect, it } from "vitest";
import { offsetMinutes, startOfDay, startOfNextDay } from "./time-zone";

describe("offsetMinutes", () => {
  it.each([
    ["Asia/Jakarta", 420],
    ["Asia/Makassar", 480],
    ["Asia/Jayapura", 540],
    ["UTC", 0],
  ])("%s is %i minutes east of UTC", (zone, minutes) => {
    expect(offsetMinutes(zone, new Date("2026-06-01T00:00:00Z"))).toBe(minutes);
  });

  it.each([
    // Berlin moves to summer time at 01:00 UTC, on the hour.
    ["Europe/Berlin", "2025-03-30T00:59:59.999Z", 60, "2025-03-30T01:00:00.000Z", 120],
    // Adelaide leaves summer time at 16:30 UTC, inside an hour: that hour is read instant by instant.
    ["Australia/Adelaide", "2025-04-05T16:29:59.999Z", 630, "2025-04-05T16:30:00.000Z", 570],
  ])(
    "follows a change of offset in %s to the millisecond, however often it is asked",
    (zone, before, offsetBefore, after, offsetAfter) => {
      for (let round = 0; round < 2; round += 1) {
        expect(offsetMinutes(zone, new Date(before))).toBe(offsetBefore);
        expect(offsetMinutes(zone, new Date(after))).toBe(offsetAfter);
        expect(offsetMinutes(zone, new Date(Date.parse(after) + 1_800_000))).toBe(offsetAfter);
      }
    },
  );
});

describe("startOfDay and startOfNextDay", () => {
  it.each([
    ["Asia/Jakarta", "2025-03-02T17:00:00.000Z", "2025-03-03T17:00:00.000Z"],
    ["Asia/Makassar", "2025-03-02T16:00:00.000Z", "2025-03-03T16:00:00.000Z"],
    ["Asia/Jayapura", "2025-03-02T15:00:00.000Z", "2025-03-03T15:00:00.000Z"],
    ["UTC", "2025-03-03T00:00:00.000Z", "2025-03-04T00:00:00.000Z"],
  ])("3 March 2025 in %s runs from %s to %s", (zone, start, end) => {
    expect(startOfDay("2025-03-03", zone).toISOString()).toBe(start);
    expect(startOfNextDay("2025-03-03", zone).toISOString()).toBe(end);
  });

  it("crosses the ends of months and years", () => {
    expect(startOfNextDay("2024-02-29", "Asia/Jakarta").toISOString()).toBe("2024-02-29T17:00:00.000Z");
    expect(startOfNextDay("2025-12-31", "UTC").toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });

  it("starts the day at local midnight in a zone that changes its offset", () => {
    // Sydney leaves summer time (UTC+11) for UTC+10 at 03:00 on 6 April 2025, after that day's midnight.
    expect(startOfDay("2025-04-06", "Australia/Sydney").toISOString()).toBe("2025-04-05T13:00:00.000Z");
    expect(startOfNextDay("2025-04-06", "Australia/Sydney").toISOString()).toBe("2025-04-06T14:00:00.000Z");
  });

  it("refuses text that is not a day", () => {
    expect(() => startOfDay("yesterday", "UTC")).toThrow(RangeError);
  });
});
