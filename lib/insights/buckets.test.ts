import { describe, expect, it } from "vitest";
import { bucketCuts, bucketOf, epochHour, hourStart, isCut } from "./buckets";

describe("roll-up buckets", () => {
  const cuts = bucketCuts();

  it("cut the day where a day begins in Jakarta, Makassar, Jayapura and UTC", () => {
    expect(cuts).toEqual([0, 15, 16, 17]);
  });

  it("start every local day of each zone on a cut", () => {
    for (const at of [
      "2026-03-01T17:00:00Z",
      "2026-03-01T16:00:00Z",
      "2026-03-01T15:00:00Z",
      "2026-03-02T00:00:00Z",
    ]) {
      expect(isCut(new Date(at), cuts), at).toBe(true);
    }
    expect(isCut(new Date("2026-03-01T18:00:00Z"), cuts)).toBe(false);
    expect(isCut(new Date("2026-03-01T17:00:00.001Z"), cuts)).toBe(false);
  });

  it("put an hour in the bucket of the latest cut at or before it", () => {
    const hour = (at: string) => epochHour(new Date(at));
    const start = (at: string) => hourStart(bucketOf(hour(at), cuts)).toISOString();
    expect(start("2026-03-01T14:59:59Z")).toBe("2026-03-01T00:00:00.000Z");
    expect(start("2026-03-01T15:30:00Z")).toBe("2026-03-01T15:00:00.000Z");
    expect(start("2026-03-01T16:00:00Z")).toBe("2026-03-01T16:00:00.000Z");
    expect(start("2026-03-01T23:59:59Z")).toBe("2026-03-01T17:00:00.000Z");
    expect(bucketOf(hour("2026-03-01T05:00:00Z"), [17])).toBe(hour("2026-02-28T17:00:00Z"));
  });
});
