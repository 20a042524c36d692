import { describe, expect, it } from "vitest";
import { filterHref } from "./filter-href";
import { inboxHref } from "./inbox/inbox-href";

describe("filterHref", () => {
  it("carries the values that narrow the list and leaves out empty ones and defaults", () => {
    expect(
      filterHref("/settings/audit", { actor: "ana", action: undefined, to: "", page: 2 }, { page: 1 }),
    ).toBe("/settings/audit?actor=ana&page=2");
    expect(filterHref("/settings/audit", { actor: null, page: 1 }, { page: 1 })).toBe("/settings/audit");
  });

  it("encodes what a person typed", () => {
    expect(filterHref("/inbox", { q: "UPG 1&2" })).toBe("/inbox?q=UPG+1%262");
  });
});

describe("inboxHref", () => {
  it("keeps the filters, applies the changes and drops the first page and newest-first order", () => {
    const filter = { status: "approved", sort: "oldest", page: 3 } as const;
    expect(inboxHref(filter, { page: 1 })).toBe("/inbox?status=approved&sort=oldest");
    expect(inboxHref(filter, { sort: "newest" }, "/inbox/abc")).toBe("/inbox/abc?status=approved&page=3");
  });
});
