import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

const valid = {
  AUTH_SECRET: "x".repeat(32),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
};

function problems(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe("parseEnv", () => {
  it("applies the embedded defaults", () => {
    const env = parseEnv(valid);
    expect(env.DATABASE_URL).toBe("file:./data/app.db");
    expect(env.SESSION_IDLE_MINUTES).toBe(30);
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("names a missing variable", () => {
    expect(problems({ ENCRYPTION_KEY: valid.ENCRYPTION_KEY })).toEqual(["AUTH_SECRET is missing"]);
  });

  it("names each malformed variable with what it must be", () => {
    const found = problems({
      ...valid,
      DATABASE_URL: "mysql://db",
      ENCRYPTION_KEY: "short",
      TRUST_PROXY: "yes",
      SESSION_IDLE_MINUTES: "0",
    });
    expect(found).toHaveLength(4);
    expect(found.find((p) => p.startsWith("DATABASE_URL"))).toMatch(/file:.*postgresql/);
    expect(found.find((p) => p.startsWith("ENCRYPTION_KEY"))).toMatch(/32 random bytes/);
    expect(found.find((p) => p.startsWith("TRUST_PROXY"))).toMatch(/"true" or "false"/);
    expect(found.some((p) => p.startsWith("SESSION_IDLE_MINUTES"))).toBe(true);
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ ...valid, DATABASE_URL: "" }).DATABASE_URL).toBe("file:./data/app.db");
  });

  it("accepts a PostgreSQL URL", () => {
    expect(parseEnv({ ...valid, DATABASE_URL: "postgresql://u:p@localhost:5432/app" }).DATABASE_URL).toMatch(
      /^postgresql/,
    );
  });

  it("counts one trusted proxy hop unless told more, and refuses a count below one", () => {
    expect(parseEnv(valid).TRUSTED_PROXY_HOPS).toBe(1);
    expect(parseEnv({ ...valid, TRUST_PROXY: "true", TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(problems({ ...valid, TRUSTED_PROXY_HOPS: "0" })[0]).toMatch(/^TRUSTED_PROXY_HOPS must be/);
  });

  it("refuses a pre-seeded callback token shorter than 32 characters, saying how to make one", () => {
    expect(problems({ ...valid, PROVIDER_CALLBACK_TOKEN: "x".repeat(31) })).toEqual([
      "PROVIDER_CALLBACK_TOKEN must be at least 32 characters (openssl rand -base64 32)",
    ]);
    expect(
      parseEnv({ ...valid, PROVIDER_CALLBACK_TOKEN: "x".repeat(32) }).PROVIDER_CALLBACK_TOKEN,
    ).toHaveLength(32);
  });

  it("keeps audit events longest by default, and refuses a retention period of zero days", () => {
    const env = parseEnv(valid);
    expect(env.RETENTION_AUDIT_DAYS).toBe(400);
    expect(env.RETENTION_AUDIT_DAYS * 24).toBeGreaterThan(
      Math.max(env.RETENTION_CALLBACK_DELIVERY_DAYS, env.RETENTION_SESSION_DAYS) * 24,
    );
    expect(env.RETENTION_AUDIT_DAYS * 24).toBeGreaterThan(env.RETENTION_SIGN_IN_THROTTLE_HOURS);
    expect(problems({ ...valid, RETENTION_AUDIT_DAYS: "0" })[0]).toMatch(/^RETENTION_AUDIT_DAYS/);
  });

  it("keeps an open circuit breaker shut for 30 seconds unless told otherwise, never for no time at all", () => {
    expect(parseEnv(valid).PROVIDER_BREAKER_COOLDOWN_SECONDS).toBe(30);
    expect(
      parseEnv({ ...valid, PROVIDER_BREAKER_COOLDOWN_SECONDS: "10" }).PROVIDER_BREAKER_COOLDOWN_SECONDS,
    ).toBe(10);
    expect(problems({ ...valid, PROVIDER_BREAKER_COOLDOWN_SECONDS: "0" })[0]).toMatch(
      /^PROVIDER_BREAKER_COOLDOWN_SECONDS/,
    );
  });
});
