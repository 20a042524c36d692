import { describe, expect, it } from "vitest";
import { customerSegmentSchema } from "@/lib/inbox/schemas";
import { customerHref } from "./customer-href";

// What the page is handed for the address's last segment: Next.js gives a dynamic segment percent-encoded.
const segmentOf = (href: string) => new URL(href, "https://backoffice.example").pathname.split("/")[3] ?? "";

describe("the customer page's address", () => {
  it("carries any custId as one segment, never a path step, a query or a fragment, and reads it back", () => {
    expect(customerHref("user-42")).toBe("/inbox/customers/user-42");
    for (const custId of ["a/../b?c=1#d %e", "e2e-cust/7%", "Ñandú 7", "%41", "..."]) {
      const url = new URL(customerHref(custId) ?? "", "https://backoffice.example");
      expect(url.pathname.split("/")).toHaveLength(4);
      expect([url.search, url.hash]).toEqual(["", ""]);
      expect(customerSegmentSchema.parse(segmentOf(url.href))).toBe(custId);
    }
  });

  it("offers no page for the ids an address cannot carry", () => {
    expect(customerHref(".")).toBeNull();
    expect(customerHref("..")).toBeNull();
  });

  it("refuses a segment that is not one custId: malformed, blank, or longer than the callback allows", () => {
    expect(customerSegmentSchema.safeParse("%E0%A4%A").success).toBe(false);
    expect(customerSegmentSchema.safeParse("%20%20").success).toBe(false);
    expect(customerSegmentSchema.safeParse("x".repeat(129)).success).toBe(false);
    expect(customerSegmentSchema.safeParse("x".repeat(128)).success).toBe(true);
    expect(customerSegmentSchema.safeParse("%".repeat(100_000)).success).toBe(false);
  });
});
