import { describe, expect, it } from "vitest";
import { refusalWarning, WARN_MIN_REFUSALS } from "./callback-overview";

describe("refusalWarning", () => {
  it("stays quiet while most deliveries get through, or refusals are few", () => {
    expect(refusalWarning({})).toBeNull();
    expect(refusalWarning({ stored: 100, unauthorized: 40 })).toBeNull();
    expect(refusalWarning({ unauthorized: WARN_MIN_REFUSALS - 1 })).toBeNull();
  });

  it("points at the token when token refusals dominate, anonymous ones included", () => {
    expect(refusalWarning({ stored: 5, unauthorized: 8, rate_limited: 4 })).toBe("token");
  });

  it("points at the shape when malformed bodies dominate", () => {
    expect(refusalWarning({ stored: 2, duplicate: 1, invalid: 6, missing_field: 6 })).toBe("shape");
  });

  it("says refusals are high without a cause when no kind dominates", () => {
    expect(refusalWarning({ invalid: 5, unauthorized: 5, too_large: 5 })).toBe("mixed");
  });
});
