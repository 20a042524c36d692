import { describe, expect, it } from "vitest";
import { EXPORT_COLUMN_IDS } from "./columns";
import { LARGE_EXPORT_ENTRIES } from "./export-size";
import { createExportSchema } from "./schemas";

const form = (fields: Record<string, unknown>) =>
  createExportSchema.safeParse({
    userId: "user-0042",
    scope: "all",
    format: "csv",
    columns: ["seq"],
    ...fields,
  });

const issuesAt = (result: ReturnType<typeof form>, field: string) =>
  result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);

describe("the export form's confirmation", () => {
  it("is not needed up to the threshold, whatever the scope", () => {
    for (const scope of ["all", "since", "loaded"]) {
      const result = form({ scope, limit: String(LARGE_EXPORT_ENTRIES), since: "2026-01-01", untilSeq: "5" });
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    }
  });

  it("is required above the threshold, also for the entries loaded on the history page", () => {
    for (const scope of ["all", "loaded"]) {
      const result = form({ scope, limit: String(LARGE_EXPORT_ENTRIES + 1), untilSeq: "5" });
      expect(issuesAt(result, "confirmLarge")).toEqual(["confirm_large_export"]);
      expect(
        form({ scope, limit: LARGE_EXPORT_ENTRIES + 1, untilSeq: "5", confirmLarge: "on" }).success,
      ).toBe(true);
    }
  });

  it("refuses a missing, fractional or out-of-range limit", () => {
    expect(issuesAt(form({ limit: "" }), "limit")).toEqual(["required"]);
    expect(issuesAt(form({}), "limit")).toEqual(["required"]);
    expect(issuesAt(form({ limit: "2.5" }), "limit")).toEqual(["number_invalid"]);
    expect(issuesAt(form({ limit: "0" }), "limit")).toEqual(["export_limit_range"]);
    expect(issuesAt(form({ limit: "5000001", confirmLarge: "on" }), "limit")).toEqual(["export_limit_range"]);
  });
});

describe("the export's columns", () => {
  it("takes each known column once, all of them at most", () => {
    expect(form({ limit: "10", columns: [...EXPORT_COLUMN_IDS] }).success).toBe(true);
    expect(issuesAt(form({ limit: "10", columns: ["seq", "seq"] }), "columns")).toEqual(["invalid_choice"]);
    const tooMany = Array.from({ length: 10_000 }, () => "seq");
    expect(issuesAt(form({ limit: "10", columns: tooMany }), "columns")).toEqual(["invalid_choice"]);
  });
});
