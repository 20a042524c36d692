import { describe, expect, it } from "vitest";
import { adminUrlSchema, MAX_ADMIN_URL_LENGTH, withoutTrailingSlashes } from "./admin-url";

describe("adminUrlSchema", () => {
  it("trims the address and drops its trailing slashes", () => {
    expect(adminUrlSchema.parse("  https://api.example.id/v1.0///  ")).toBe("https://api.example.id/v1.0");
  });

  it("refuses an address longer than the bound as too long, before parsing it", () => {
    const long = `https://api.example.id/${"a".repeat(MAX_ADMIN_URL_LENGTH)}`;
    const result = adminUrlSchema.safeParse(long);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["too_long"]);
  });

  it("refuses what is not an http(s) address", () => {
    expect(adminUrlSchema.safeParse("ftp://files.example.id").success).toBe(false);
    expect(adminUrlSchema.safeParse("not a url").success).toBe(false);
  });
});

describe("withoutTrailingSlashes", () => {
  it("keeps inner slashes and removes only the final run", () => {
    expect(withoutTrailingSlashes("https://a.example/b//c//")).toBe("https://a.example/b//c");
    expect(withoutTrailingSlashes("////")).toBe("");
    expect(withoutTrailingSlashes("https://a.example")).toBe("https://a.example");
  });

  it("handles a long run of slashes not at the end in one pass", () => {
    // `/\/+$/` took quadratic time on this: every slash starts a run that fails at the "x".
    const input = `${"/".repeat(200_000)}x`;
    expect(withoutTrailingSlashes(input)).toBe(input);
  });
});
