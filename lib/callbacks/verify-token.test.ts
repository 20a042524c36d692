import { describe, expect, it } from "vitest";
import { callbackTokenMatches } from "./verify-token";

describe("callbackTokenMatches", () => {
  it("accepts the current and the previous token", () => {
    expect(callbackTokenMatches("current", ["current", "previous"])).toBe(true);
    expect(callbackTokenMatches("previous", ["current", "previous"])).toBe(true);
  });

  it("refuses a missing, empty, near-miss or combined token, and any token when none is configured", () => {
    for (const presented of [
      null,
      "",
      "curren",
      "current ",
      "Current",
      "current, current",
      "currentprevious",
    ]) {
      expect(callbackTokenMatches(presented, ["current", "previous"]), String(presented)).toBe(false);
    }
    expect(callbackTokenMatches("", [""])).toBe(false);
    expect(callbackTokenMatches("anything", [])).toBe(false);
  });
});
