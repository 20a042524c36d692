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
});
