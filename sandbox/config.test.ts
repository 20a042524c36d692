import { describe, expect, it } from "vitest";
import { loadSandboxConfig } from "./config";

describe("loadSandboxConfig", () => {
  it("has defaults for every setting", () => {
    expect(loadSandboxConfig({}, [])).toEqual({
      host: "127.0.0.1",
      port: 4010,
      clientId: "sandbox-client",
      clientSecret: "sandbox-secret",
      callbackToken: "sandbox-callback-token-0123456789",
      seed: "1",
      paging: "inclusive",
      maxLimit: 100,
      latencyMs: 0,
      rateLimitPerSecond: 0,
      tokenTtlMs: 86_400_000,
      maxClockSkewMs: 300_000,
      control: "on",
    });
  });

  it("reads the environment and lets flags win", () => {
    const config = loadSandboxConfig(
      { SANDBOX_PORT: "5000", SANDBOX_PAGING: "exclusive", SANDBOX_MAX_LIMIT: "20", SANDBOX_CONTROL: "off" },
      ["--port", "6000", "--seed", "abc", "--rate-limit-per-second", "100"],
    );
    expect(config).toMatchObject({
      port: 6000,
      paging: "exclusive",
      maxLimit: 20,
      control: "off",
      seed: "abc",
      rateLimitPerSecond: 100,
    });
  });

  it("refuses invalid values and unknown flags", () => {
    expect(() => loadSandboxConfig({ SANDBOX_PAGING: "sideways" }, [])).toThrow();
    expect(() => loadSandboxConfig({ SANDBOX_PORT: "http" }, [])).toThrow();
    expect(() => loadSandboxConfig({}, ["--colour", "red"])).toThrow();
  });
});
