import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { passkeyAddress } from "./relying-party";

const secrets = { AUTH_SECRET: "a".repeat(32), ENCRYPTION_KEY: Buffer.alloc(32, 1).toString("base64") };

describe("the address passkeys are bound to", () => {
  it("is PASSKEY_ORIGIN, else AUTH_URL", () => {
    const both = parseEnv({
      ...secrets,
      NODE_ENV: "production",
      AUTH_URL: "https://office.example.test/api/auth",
      PASSKEY_ORIGIN: "https://keys.example.test",
    });
    expect(passkeyAddress(both)?.origin).toBe("https://keys.example.test");
    const authUrl = parseEnv({
      ...secrets,
      NODE_ENV: "production",
      AUTH_URL: "https://office.example.test/api/auth",
    });
    expect(passkeyAddress(authUrl)?.hostname).toBe("office.example.test");
  });

  it("is none in production without either, and the app on localhost in development", () => {
    expect(passkeyAddress(parseEnv({ ...secrets, NODE_ENV: "production" }))).toBeNull();
    expect(passkeyAddress(parseEnv({ ...secrets, NODE_ENV: "development" }), "3100")?.origin).toBe(
      "http://localhost:3100",
    );
  });

  it("takes only an http(s) address", () => {
    expect(() => parseEnv({ ...secrets, AUTH_URL: "javascript:alert(1)" })).toThrow(/AUTH_URL/);
    expect(() => parseEnv({ ...secrets, PASSKEY_ORIGIN: "ftp://office.example.test" })).toThrow(
      /PASSKEY_ORIGIN/,
    );
  });
});
