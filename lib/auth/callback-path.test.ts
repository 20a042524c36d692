import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-path";

describe("safeCallbackPath", () => {
  it("keeps a path of this app with its query", () => {
    expect(safeCallbackPath("/lookup?q=abc")).toBe("/lookup?q=abc");
  });
  it.each([
    ["https://evil.example/x"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["javascript:alert(1)"],
    [undefined],
    [42],
    ["/sign-in?callbackUrl=/x"],
  ])("sends %s home", (value) => {
    expect(safeCallbackPath(value)).toBe("/");
  });
});
