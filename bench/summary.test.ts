import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ratio, summaryTable } from "./summary";

describe("bench summary", () => {
  it("puts each figure beside its baseline with the ratio, and leaves out results of earlier runs", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-summary-"));
    const since = new Date("2026-11-23T00:00:00Z");
    const row = { unit: "ms", baselineName: "direct call" };
    writeFileSync(
      path.join(dir, "lookup.json"),
      JSON.stringify({
        at: "2026-11-23T01:00:00Z",
        comparisons: [{ ...row, figure: "action p50", value: 12, baseline: 4 }],
      }),
    );
    writeFileSync(
      path.join(dir, "old.json"),
      JSON.stringify({
        at: "2026-11-22T01:00:00Z",
        comparisons: [{ ...row, figure: "stale", value: 1, baseline: 1 }],
      }),
    );
    const table = summaryTable(dir, since, { cores: 2, loadAverage: [0.5, 1, 1.5] });
    expect(table).toContain("| lookup | action p50 | 12 ms | direct call | 4 ms | 3× |");
    expect(table).toContain("2 cores, load average at the start 0.50 / 1.00 / 1.50");
    expect(table).not.toContain("stale");
  });

  it("has no ratio without a baseline", () => {
    expect(ratio({ value: 300, baseline: null })).toBe("");
    expect(ratio({ value: 1, baseline: 3 })).toBe("0.33×");
  });
});
