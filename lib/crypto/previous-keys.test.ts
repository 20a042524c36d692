import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

const key = (fill: number) => Buffer.alloc(32, fill).toString("base64");
const valid = { AUTH_SECRET: "x".repeat(32), ENCRYPTION_KEY: key(7), ENCRYPTION_KEY_VERSION: "3" };

function problems(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe("ENCRYPTION_KEYS_PREVIOUS", () => {
  it("is optional: a deployment with only ENCRYPTION_KEY (and its version) keeps working unchanged", () => {
    expect(parseEnv({ AUTH_SECRET: valid.AUTH_SECRET, ENCRYPTION_KEY: key(7) })).toMatchObject({
      ENCRYPTION_KEY_VERSION: 1,
      ENCRYPTION_KEYS_PREVIOUS: [],
    });
    expect(parseEnv({ ...valid, ENCRYPTION_KEYS_PREVIOUS: "" }).ENCRYPTION_KEYS_PREVIOUS).toEqual([]);
  });

  it("reads version:key pairs separated by commas, spaces or new lines", () => {
    const env = parseEnv({ ...valid, ENCRYPTION_KEYS_PREVIOUS: `1:${key(1)}, 2:${key(2)}\n4:${key(4)}` });
    expect(env.ENCRYPTION_KEYS_PREVIOUS).toEqual([
      { version: 1, key: key(1) },
      { version: 2, key: key(2) },
      { version: 4, key: key(4) },
    ]);
  });

  it("names each bad entry by position and version, never showing a key", () => {
    const secret = Buffer.alloc(16, 9).toString("base64");
    const found = problems({
      ...valid,
      ENCRYPTION_KEYS_PREVIOUS: [`1:${key(1)}`, key(2), `x:${key(3)}`, `4:${secret}`, `1:${key(5)}`].join(
        ",",
      ),
    });
    expect(found).toEqual([
      expect.stringMatching(/^ENCRYPTION_KEYS_PREVIOUS entry 2 must be "<version>:<key>"/),
      'ENCRYPTION_KEYS_PREVIOUS entry 3 has version "x": it must be a whole number from 1',
      expect.stringMatching(
        /^ENCRYPTION_KEYS_PREVIOUS entry 4 \(version 4\): the key must be 32 random bytes/,
      ),
      "ENCRYPTION_KEYS_PREVIOUS entry 5 (version 1): version 1 is listed twice",
    ]);
    for (const problem of found) {
      for (const fill of [1, 2, 3, 5]) expect(problem).not.toContain(key(fill));
      expect(problem).not.toContain(secret);
    }
  });

  it("refuses a previous key that takes the current key's version", () => {
    expect(problems({ ...valid, ENCRYPTION_KEYS_PREVIOUS: `2:${key(2)},3:${key(3)}` })).toEqual([
      "ENCRYPTION_KEYS_PREVIOUS entry 2 (version 3) has the version of ENCRYPTION_KEY (ENCRYPTION_KEY_VERSION=3): each key needs its own version",
    ]);
  });

  it("reports its own problems beside those of other variables", () => {
    const found = problems({ ...valid, ENCRYPTION_KEY: "short", ENCRYPTION_KEYS_PREVIOUS: "1:nope" });
    expect(found.some((p) => p.startsWith("ENCRYPTION_KEY must be"))).toBe(true);
    expect(found.some((p) => p.startsWith("ENCRYPTION_KEYS_PREVIOUS entry 1 (version 1)"))).toBe(true);
  });
});
