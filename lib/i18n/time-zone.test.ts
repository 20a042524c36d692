import { describe, expect, it } from "vitest";
import { offsetMinutes } from "./time-zone";

describe("offsetMinutes", () => {
  it.each([
    ["Asia/Jakarta", 420],
    ["Asia/Makassar", 480],
    ["Asia/Jayapura", 540],
    ["UTC", 0],
  ])("%s is %i minutes east of UTC", (zone, minutes) => {
    expect(offsetMinutes(zone, new Date("2026-06-01T00:00:00Z"))).toBe(minutes);
  });
});
