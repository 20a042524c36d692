import { describe, expect, it } from "vitest";
import { jobQueueTrip } from "./job-queue";

const NOW = new Date("2026-11-29T10:00:00.000Z");
const limits = { windowMinutes: 60, minFailed: 3, queuedMinutes: 15 };
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe("jobQueueTrip", () => {
  it("trips at the minimum of failures, not one below", () => {
    expect(jobQueueTrip("exports", { failed: 2, queued: 0, oldestQueuedAt: null }, NOW, limits)).toEqual([]);
    expect(jobQueueTrip("exports", { failed: 3, queued: 0, oldestQueuedAt: null }, NOW, limits)).toEqual([
      { subject: "exports", figures: { windowMinutes: 60, failed: 3, queued: 0, oldestQueuedMinutes: 0 } },
    ]);
  });

  it("trips when the oldest queued job waited the limit, not a minute less", () => {
    const queue = (minutes: number) => ({ failed: 0, queued: 4, oldestQueuedAt: minutesAgo(minutes) });
    expect(jobQueueTrip("reconciliation", queue(14), NOW, limits)).toEqual([]);
    expect(jobQueueTrip("reconciliation", queue(15), NOW, limits)).toEqual([
      {
        subject: "reconciliation",
        figures: { windowMinutes: 60, failed: 0, queued: 4, oldestQueuedMinutes: 15 },
      },
    ]);
  });
});
