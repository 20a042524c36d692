import { describe, expect, it } from "vitest";
import { CALLBACK_TOKEN_MIN_LENGTH, generateCallbackToken } from "./callback-token";
import { providerSettingsSchema } from "./schemas";

const base = {
  statusBaseUrl: "https://status.example.test",
  historyBaseUrl: "https://history.example.test",
  tokenUrl: "https://status.example.test/oauth/token/accesstoken",
  clientId: "partner-1",
  timeoutMs: "8000",
};

const callbackTokenErrors = (callbackToken: string) => {
  const result = providerSettingsSchema.safeParse({ ...base, callbackToken });
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path[0] === "callbackToken").map((i) => i.message);
};

describe("generateCallbackToken", () => {
  it("makes a header-safe token long enough to be accepted, different every time", () => {
    const tokens = Array.from({ length: 1_000 }, generateCallbackToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(callbackTokenErrors(token)).toEqual([]);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});

describe("a new callback token", () => {
  it(`is refused below ${CALLBACK_TOKEN_MIN_LENGTH} characters, with a message saying so`, () => {
    expect(callbackTokenErrors("x".repeat(CALLBACK_TOKEN_MIN_LENGTH - 1))).toEqual([
      "callback_token_too_short",
    ]);
    expect(callbackTokenErrors(`  ${"x".repeat(CALLBACK_TOKEN_MIN_LENGTH - 1)}  `)).toEqual([
      "callback_token_too_short",
    ]);
    expect(callbackTokenErrors("x".repeat(CALLBACK_TOKEN_MIN_LENGTH))).toEqual([]);
  });

  it("left blank keeps the stored one", () => {
    expect(providerSettingsSchema.parse({ ...base, callbackToken: "  " }).callbackToken).toBeUndefined();
    expect(providerSettingsSchema.parse(base).callbackToken).toBeUndefined();
  });
});
