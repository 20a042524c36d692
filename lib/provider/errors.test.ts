import { describe, expect, it } from "vitest";
import {
  ProviderBadResponse,
  ProviderRateLimited,
  ProviderStatusError,
  ProviderUnauthorized,
  ProviderUnavailable,
  sanitizeStatusMessage,
} from "./errors";

describe("provider errors", () => {
  it("carry a stable code and an actionable message", () => {
    const errors = [
      new ProviderUnauthorized("history", 401, "refused again with a freshly issued token"),
      new ProviderRateLimited("history", 2500),
      new ProviderUnavailable("history", "circuit_open"),
      new ProviderBadResponse("history", "unexpected_shape", 200, ["body.transactions.0.amount"]),
      new ProviderStatusError("history", 107, "system busy", 200),
    ];
    expect(errors.map((error) => error.code)).toEqual([
      "provider_unauthorized",
      "provider_rate_limited",
      "provider_unavailable",
      "provider_bad_response",
      "provider_status_error",
    ]);
    expect(errors.map((error) => error.name)).toEqual([
      "ProviderUnauthorized",
      "ProviderRateLimited",
      "ProviderUnavailable",
      "ProviderBadResponse",
      "ProviderStatusError",
    ]);
    expect(errors[0]?.message).toMatch(/client id, client secret/);
    expect(errors[1]?.message).toMatch(/in 3 s/);
    expect(errors[3]?.message).toMatch(/body\.transactions\.0\.amount/);
    expect(errors[4]?.message).toMatch(/status 107 "system busy"/);
  });

  it("keep the provider's status text bounded and free of credential-like strings", () => {
    const token = "eyJhbGciOiJIUzI1NiJ9abcdefghijklmnopqrstuvwxyz0123456789";
    const error = new ProviderStatusError(
      "history",
      401,
      `token ${token} invalid\u0000${"x ".repeat(300)}`,
      200,
    );
    expect(error.message).not.toContain(token);
    expect(error.statusMessage).toContain("[hidden]");
    expect(error.statusMessage.length).toBeLessThanOrEqual(201);
    expect(sanitizeStatusMessage(undefined)).toBe("");
  });
});
