import { describe, expect, it } from "vitest";
import { exportBound, LARGE_EXPORT_ENTRIES, proposedLimit } from "./export-size";

describe("an export's size", () => {
  it("is the limit asked for, never above the instance's cap", () => {
    expect(exportBound(500, 200_000)).toBe(500);
    expect(exportBound(50_000, 3_000)).toBe(3_000);
  });

  it("is proposed at the threshold, or at the loaded entries when more are loaded, within the cap", () => {
    expect(proposedLimit(200_000)).toBe(LARGE_EXPORT_ENTRIES);
    expect(proposedLimit(200_000, 12)).toBe(LARGE_EXPORT_ENTRIES);
    expect(proposedLimit(200_000, 25_000)).toBe(25_000);
    expect(proposedLimit(3_000, 25_000)).toBe(3_000);
    expect(proposedLimit(3_000)).toBe(3_000);
  });
});
