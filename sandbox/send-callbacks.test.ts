import { describe, expect, it } from "vitest";
import { upgradeNotification } from "./callbacks/payloads";
import { freshSeed, readArguments } from "./send-callbacks";

const TOKEN = ["--token", "a-token"];
const referencesOf = (seed: string) =>
  Array.from(
    { length: 20 },
    (_, index) =>
      upgradeNotification(index, { seed, imageBaseUrl: "http://127.0.0.1:4010", includeVariant: true })
        .originalReferenceNo,
  );
const seedOf = (argv: string[], seedWhenNone?: () => string) => {
  const read = readArguments(argv, {}, seedWhenNone);
  if (!read.ok) throw new Error(read.problems);
  return read.options.seed;
};

describe("send-callbacks on the command line", () => {
  it("gives two runs without a seed different decisions, none of the first run's references again", () => {
    const first = seedOf(TOKEN, () => freshSeed(new Date("2026-11-23T04:00:00Z")));
    const second = seedOf(TOKEN, () => freshSeed(new Date("2026-11-23T04:00:05Z")));
    expect(second).not.toBe(first);
    const again = new Set(referencesOf(first));
    expect(referencesOf(second).filter((reference) => again.has(reference))).toEqual([]);
  });

  it("re-sends a run's very decisions when given its seed", () => {
    expect(seedOf([...TOKEN, "--seed", "run-abc"])).toBe("run-abc");
    expect(referencesOf(seedOf([...TOKEN, "--seed", "run-abc"]))).toEqual(referencesOf("run-abc"));
  });

  it("says what is wrong with the arguments", () => {
    const read = readArguments([...TOKEN, "--count", "0", "--url", "not a url"], {});
    expect(read).toMatchObject({ ok: false });
    if (!read.ok) expect(read.problems).toMatch(/--url: .*; --count: /);
  });
});
