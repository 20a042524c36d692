import { describe, expect, it } from "vitest";
import { latestDueSlot, nextSlot, type ScheduleTimes } from "./schedule-slots";

const at = (iso: string) => new Date(iso);
const long_ago = at("2020-01-01T00:00:00Z");

describe("a schedule's due slot", () => {
  const jakartaDaily: ScheduleTimes = { cadence: "daily", weekday: null, hour: 7, timeZone: "Asia/Jakarta" };

  it("is 07:00 in Jakarta (00:00 UTC) from that instant on, and the day before until then", () => {
    expect(latestDueSlot(jakartaDaily, at("2026-11-29T00:00:00Z"), long_ago)).toEqual(
      at("2026-11-29T00:00:00Z"),
    );
    expect(latestDueSlot(jakartaDaily, at("2026-11-28T23:59:59Z"), long_ago)).toEqual(
      at("2026-11-28T00:00:00Z"),
    );
    expect(nextSlot(jakartaDaily, at("2026-11-29T00:00:00Z"))).toEqual(at("2026-11-30T00:00:00Z"));
  });

  it("is none before the schedule's first slot after it was made", () => {
    const made = at("2026-11-29T00:30:00Z");
    expect(latestDueSlot(jakartaDaily, at("2026-11-29T10:00:00Z"), made)).toBeNull();
    expect(latestDueSlot(jakartaDaily, at("2026-11-30T00:00:00Z"), made)).toEqual(at("2026-11-30T00:00:00Z"));
  });

  it("falls on the schedule's weekday in its zone, not in UTC", () => {
    // Monday 06:00 in Jakarta is Sunday 23:00 UTC.
    const monday: ScheduleTimes = { cadence: "weekly", weekday: 1, hour: 6, timeZone: "Asia/Jakarta" };
    expect(latestDueSlot(monday, at("2026-11-29T23:00:00Z"), long_ago)).toEqual(at("2026-11-29T23:00:00Z"));
    expect(latestDueSlot(monday, at("2026-11-29T22:59:00Z"), long_ago)).toEqual(at("2026-11-22T23:00:00Z"));
    expect(nextSlot(monday, at("2026-11-29T23:00:00Z"))).toEqual(at("2026-12-06T23:00:00Z"));
  });

  it("keeps the local hour across a change of daylight saving (Amsterdam)", () => {
    const amsterdam: ScheduleTimes = {
      cadence: "daily",
      weekday: null,
      hour: 9,
      timeZone: "Europe/Amsterdam",
    };
    // 09:00 CET is 08:00 UTC; after the change of 29 March 2026, 09:00 CEST is 07:00 UTC.
    expect(latestDueSlot(amsterdam, at("2026-03-28T12:00:00Z"), long_ago)).toEqual(
      at("2026-03-28T08:00:00Z"),
    );
    expect(latestDueSlot(amsterdam, at("2026-03-29T12:00:00Z"), long_ago)).toEqual(
      at("2026-03-29T07:00:00Z"),
    );
    expect(latestDueSlot(amsterdam, at("2026-03-29T07:30:00Z"), long_ago)).toEqual(
      at("2026-03-29T07:00:00Z"),
    );
    // And back on 25 October 2026.
    expect(latestDueSlot(amsterdam, at("2026-10-25T12:00:00Z"), long_ago)).toEqual(
      at("2026-10-25T08:00:00Z"),
    );
    expect(latestDueSlot(amsterdam, at("2026-10-24T12:00:00Z"), long_ago)).toEqual(
      at("2026-10-24T07:00:00Z"),
    );
  });

  it("runs an hour that the change to summer time skips once, right after the skip", () => {
    const twoAm: ScheduleTimes = { cadence: "daily", weekday: null, hour: 2, timeZone: "Europe/Amsterdam" };
    // 02:00 does not exist on 29 March 2026: the clocks go from 02:00 CET (01:00 UTC) to 03:00 CEST.
    expect(latestDueSlot(twoAm, at("2026-03-29T05:00:00Z"), long_ago)).toEqual(at("2026-03-29T01:00:00Z"));
    expect(nextSlot(twoAm, at("2026-03-29T01:00:00Z"))).toEqual(at("2026-03-30T00:00:00Z"));
  });

  it("after an outage is only the latest missed slot", () => {
    expect(latestDueSlot(jakartaDaily, at("2026-12-03T05:00:00Z"), at("2026-11-20T00:00:00Z"))).toEqual(
      at("2026-12-03T00:00:00Z"),
    );
  });
});
