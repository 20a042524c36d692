import { describe, expect, it } from "vitest";
import { customerHref } from "./customer-href";

describe("customerHref", () => {
  it("carries any custId as one segment, never a path step, a query or a fragment", () => {
    expect(customerHref("user-42")).toBe("/inbox/customers/user-42");
    const odd = "a/../b?c=1#d %e";
    const href = customerHref(odd) ?? "";
    const url = new URL(href, "https://backoffice.example");
    expect(url.pathname.split("/")).toEqual(["", "inbox", "customers", encodeURIComponent(odd)]);
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
    expect(decodeURIComponent(url.pathname.split("/")[3] ?? "")).toBe(odd);
  });

  it("offers no page for the ids an address cannot carry", () => {
    expect(customerHref(".")).toBeNull();
    expect(customerHref("..")).toBeNull();
    expect(customerHref("...")).toBe("/inbox/customers/...");
  });
});
