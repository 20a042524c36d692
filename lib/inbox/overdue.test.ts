import { describe, expect, it } from "vitest";
import { isOverdue, overdueCutoff } from "./overdue";
import { overdueSettingsSchema, REVIEW_STATES, UNREVIEWED_STATES } from "./schemas";

const NOW = new Date("2026-03-10T12:00:00Z");
const cutoff = overdueCutoff(NOW, 24);
const rejected = (receivedAt: Date, reviewState = "new") => ({ status: "rejected", reviewState, receivedAt });

describe("overdue", () => {
  it("reads unreviewed as every review state but reviewed, which `unreviewedWhere` relies on", () => {
    expect(REVIEW_STATES.filter((state) => state !== "reviewed")).toEqual([...UNREVIEWED_STATES]);
  });

  it("marks an unreviewed rejected decision only once it is older than the limit", () => {
    expect(cutoff.toISOString()).toBe("2026-03-09T12:00:00.000Z");
    expect(isOverdue(rejected(cutoff), cutoff)).toBe(false);
    expect(isOverdue(rejected(new Date(cutoff.getTime() - 1)), cutoff)).toBe(true);
    expect(isOverdue(rejected(new Date(cutoff.getTime() - 1), "in_review"), cutoff)).toBe(true);
  });

  it("never marks a reviewed or an approved decision", () => {
    const old = new Date("2026-01-01T00:00:00Z");
    expect(isOverdue(rejected(old, "reviewed"), cutoff)).toBe(false);
    expect(isOverdue({ status: "approved", reviewState: "new", receivedAt: old }, cutoff)).toBe(false);
  });

  it("takes whole hours within the bounds and refuses the rest", () => {
    expect(overdueSettingsSchema.parse({ overdueAfterHours: " 48 " }).overdueAfterHours).toBe(48);
    for (const refused of ["0", "721", "1.5", "-3", "abc", "9".repeat(11), ""]) {
      expect(overdueSettingsSchema.safeParse({ overdueAfterHours: refused }).success).toBe(false);
    }
  });
});
