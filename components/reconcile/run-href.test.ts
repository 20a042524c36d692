import { describe, expect, it } from "vitest";
import { runExportHref, runHref } from "./run-href";

describe("a run's addresses", () => {
  it("carry the bucket, the search and the page, leaving out the first page and what is unset", () => {
    expect(runHref("run1")).toBe("/reconcile/run1");
    expect(runHref("run1", { bucket: null, q: null, page: 1 })).toBe("/reconcile/run1");
    expect(runHref("run1", { bucket: "amount_differs", q: "ord 1&2", page: 3 })).toBe(
      "/reconcile/run1?bucket=amount_differs&q=ord+1%262&page=3",
    );
  });

  it("export the rows the page's filter shows, whatever page of them is shown", () => {
    expect(runExportHref("run1", "xlsx")).toBe("/api/reconcile/run1/export?format=xlsx");
    expect(runExportHref("run1", "csv", { bucket: "invalid", q: "ord 1&2", page: 3 })).toBe(
      "/api/reconcile/run1/export?format=csv&bucket=invalid&q=ord+1%262",
    );
  });
});
