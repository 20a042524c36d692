import { describe, expect, it } from "vitest";
import { createRefusalSampler } from "./repeated-refusals";

const t0 = new Date("2026-11-23T08:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe("repeated refusals", () => {
  it("are audited once per key and minute", () => {
    const sampler = createRefusalSampler();
    const first = Array.from({ length: 100 }, (_, i) => sampler.first("addr:203.0.113.9", at(i * 0.5)));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(sampler.first("addr:203.0.113.9", at(60))).toBe(true);
    expect(sampler.first("acct:someone@example.com", at(60))).toBe(true);
  });

  it("audit at most so many keys a minute: a flood of distinct keys stays bounded, and the next minute is audited", () => {
    const sampler = createRefusalSampler(1_000);
    const audited = Array.from({ length: 20_000 }, (_, i) => sampler.first(`addr:${i}`, at(i / 1_000)));
    expect(audited.filter(Boolean)).toHaveLength(1_000);
    expect(sampler.size()).toBe(1_000);
    expect(sampler.first("addr:19999", at(80))).toBe(true);
    expect(sampler.size()).toBe(1);
  });
});
