import { describe, expect, it } from "vitest";
import { comparableQuery, rolesThatOpen } from "./pages";
import { defaultViewSchema, renameViewSchema, saveViewSchema, shareViewSchema } from "./schemas";
import { viewQueryOf } from "./view-query";

describe("a view's query string", () => {
  it("keeps the page's filters in their order, without the page number, the no-view mark or empty fields", () => {
    expect(viewQueryOf("inbox", "?status=rejected&page=3&review=unreviewed&q=&view=none")).toBe(
      "status=rejected&review=unreviewed",
    );
    expect(viewQueryOf("audit", "outcome=denied&action=saved_view.delete&page=2")).toBe(
      "outcome=denied&action=saved_view.delete",
    );
    expect(viewQueryOf("history", "user=0812345&type=qr_invoice&hideDuplicates=true")).toBe(
      "user=0812345&type=qr_invoice&hideDuplicates=true",
    );
    expect(viewQueryOf("inbox", "")).toBe("");
  });

  it("refuses what the page would ignore or drop: unknown, repeated or malformed filters, and too much", () => {
    for (const [page, query] of [
      ["inbox", "status=nope"],
      ["inbox", "tracking=1"],
      ["inbox", "status=rejected&status=approved"],
      ["inbox", "from=yesterday"],
      ["inbox", `q=${"a".repeat(129)}`],
      ["audit", "action=not.an.action"],
      ["audit", "status=rejected"],
      ["history", "user=not%20printable"],
      ["history", "hideDuplicates=yes"],
      ["history", `q=${"a".repeat(2_001)}`],
    ] as const)
      expect(viewQueryOf(page, query), `${page}: ${query}`).toBeNull();
  });

  it("compares two URLs of a page by what a view saves of them", () => {
    expect(comparableQuery("inbox", "review=unreviewed&status=rejected&page=2&q=")).toBe(
      comparableQuery("inbox", "status=rejected&review=unreviewed"),
    );
    expect(comparableQuery("inbox", "status=rejected")).not.toBe(comparableQuery("inbox", "status=approved"));
  });

  it("offers sharing with the roles that may open the page", () => {
    expect(rolesThatOpen("inbox")).toEqual(["compliance", "manager", "admin"]);
    expect(rolesThatOpen("audit")).toEqual(["admin"]);
  });
});

describe("saved views' inputs", () => {
  it("bounds the name and the query before anything else", () => {
    const refused = (input: unknown) => saveViewSchema.safeParse(input).error?.issues.map((i) => i.path[0]);
    expect(refused({ page: "inbox", name: "x".repeat(81), query: "" })).toEqual(["name"]);
    expect(refused({ page: "inbox", name: "   ", query: "" })).toEqual(["name"]);
    expect(refused({ page: "inbox", name: "ok", query: "q=".padEnd(2_001, "a") })).toEqual(["query"]);
    expect(refused({ page: "settings", name: "ok", query: "" })).toEqual(["page"]);
    expect(renameViewSchema.safeParse({ id: "x".repeat(51), name: "ok" }).success).toBe(false);
  });

  it("takes no role, one, or several from a form, each once, and only known roles", () => {
    expect(saveViewSchema.parse({ page: "inbox", name: " Mine ", query: "" })).toMatchObject({
      name: "Mine",
      roles: [],
    });
    expect(shareViewSchema.parse({ id: "v", roles: "manager" }).roles).toEqual(["manager"]);
    expect(shareViewSchema.parse({ id: "v", roles: ["manager", "admin", "manager"] }).roles).toEqual([
      "manager",
      "admin",
    ]);
    expect(shareViewSchema.safeParse({ id: "v", roles: ["owner"] }).success).toBe(false);
    expect(shareViewSchema.safeParse({ id: "v", roles: Array(5).fill("admin") }).success).toBe(false);
    expect(defaultViewSchema.parse({ page: "audit" })).toEqual({ page: "audit" });
  });
});
