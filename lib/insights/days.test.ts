import { describe, expect, it } from "vitest";
import { addDays, dayIn, daysBetween, weekOf, weeksBetween } from "./days";
import { resolveRange } from "./range";

describe("dayIn", () => {
  // 16:59:59.999 UTC is still the 1st in Jakarta (UTC+7); a millisecond later it is the 2nd there.
  it.each([
    ["Asia/Jakarta", "2026-03-01T16:59:59.999Z", "2026-03-01"],
    ["Asia/Jakarta", "2026-03-01T17:00:00.000Z", "2026-03-02"],
    ["Asia/Makassar", "2026-03-01T15:59:59.999Z", "2026-03-01"],
    ["Asia/Makassar", "2026-03-01T16:00:00.000Z", "2026-03-02"],
    ["Asia/Jayapura", "2026-03-01T14:59:59.999Z", "2026-03-01"],
    ["Asia/Jayapura", "2026-03-01T15:00:00.000Z", "2026-03-02"],
    ["UTC", "2026-03-01T23:59:59.999Z", "2026-03-01"],
    ["UTC", "2026-03-02T00:00:00.000Z", "2026-03-02"],
  ])("in %s, %s falls on %s", (zone, at, day) => {
    expect(dayIn(new Date(at), zone)).toBe(day);
  });
});

describe("weeks", () => {
  it("start on Monday", () => {
    expect(weekOf("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekOf("2026-11-29")).toBe("2026-11-23"); // the Sunday after
    expect(weekOf("2026-11-30")).toBe("2026-11-30");
    expect(weekOf("2026-01-01")).toBe("2025-12-29"); // across a year
  });

  it("are clipped to the range they cover", () => {
    expect(weeksBetween("2026-11-20", "2026-12-01")).toEqual([
      { week: "2026-11-16", from: "2026-11-20", to: "2026-11-22" },
      { week: "2026-11-23", from: "2026-11-23", to: "2026-11-29" },
      { week: "2026-11-30", from: "2026-11-30", to: "2026-12-01" },
    ]);
  });

  it("lists every day of a range, across a month and a leap day", () => {
    expect(daysBetween("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("resolveRange", () => {
  const now = new Date("2026-11-22T18:30:00Z"); // already the 23rd in Jakarta, still the 22nd in UTC

  it("ends the period today in the person's zone", () => {
    const jakarta = resolveRange({ period: "7" }, "Asia/Jakarta", now);
    expect([jakarta.from, jakarta.to]).toEqual(["2026-11-17", "2026-11-23"]);
    expect(jakarta.start.toISOString()).toBe("2026-11-16T17:00:00.000Z");
    expect(jakarta.end.toISOString()).toBe("2026-11-23T17:00:00.000Z");
    const utc = resolveRange({ period: "7" }, "UTC", now);
    expect([utc.from, utc.to]).toEqual(["2026-11-16", "2026-11-22"]);
  });

  it("takes chosen days in either order and caps their span", () => {
    const chosen = resolveRange({ period: "30", from: "2026-11-10", to: "2026-11-01" }, "Asia/Jayapura", now);
    expect([chosen.from, chosen.to, chosen.chosen]).toEqual(["2026-11-01", "2026-11-10", true]);
    expect(chosen.start.toISOString()).toBe("2026-10-31T15:00:00.000Z");
    const long = resolveRange({ period: "30", from: "2020-01-01", to: "2026-11-10" }, "UTC", now);
    expect(daysBetween(long.from, long.to)).toHaveLength(366);
  });
});
