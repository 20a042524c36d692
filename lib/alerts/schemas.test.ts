import { describe, expect, it } from "vitest";
import { ALERT_RULES, RULE_NAMES, THRESHOLD_SPECS } from "./rules";
import { thresholdsFormSchema } from "./schemas";

const defaults = () =>
  Object.fromEntries([...THRESHOLD_SPECS].map(([key, spec]) => [key, String(spec.default)]));

describe("alert thresholds", () => {
  it("name every rule once, each default within its own bounds", () => {
    expect(ALERT_RULES.map((rule) => rule.name)).toEqual([...RULE_NAMES]);
    for (const [key, spec] of THRESHOLD_SPECS) {
      expect(spec.default, key).toBeGreaterThanOrEqual(spec.min);
      expect(spec.default, key).toBeLessThanOrEqual(spec.max);
    }
    expect(THRESHOLD_SPECS.get("reminder.everyMinutes")?.default).toBe(60);
  });

  it("accept the defaults as a form sends them, as whole numbers", () => {
    const parsed = thresholdsFormSchema.parse(defaults());
    expect(parsed["providerErrors.minCalls"]).toBe(10);
    expect(parsed["callbackSilence.minutes"]).toBe(30);
  });

  it("refuse a value outside its bounds, a fraction, a long text, and a missing field, naming the field", () => {
    const refused = (key: string, value: string | undefined) => {
      const input: Record<string, string | undefined> = { ...defaults(), [key]: value };
      const result = thresholdsFormSchema.safeParse(input);
      expect(result.success, `${key}=${value}`).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([key]);
    };
    refused("providerErrors.errorPercent", "101");
    refused("providerErrors.errorPercent", "0");
    refused("instanceHeartbeat.missingSeconds", "29");
    refused("callbackSilence.minutes", "12.5");
    refused("callbackSilence.minutes", "9".repeat(5_000));
    refused("reminder.everyMinutes", undefined);
  });
});
