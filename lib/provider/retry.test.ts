import { describe, expect, it } from "vitest";
import { ProviderBadResponse, ProviderRateLimited, ProviderUnavailable } from "./errors";
import { backoffDelay, type RetryPolicy, withRetry } from "./retry";
import { parseRetryAfter } from "./retry-after";

const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 300, retryAfterCapMs: 2000 };

function recorder() {
  const delays: number[] = [];
  return { delays, dependencies: { sleep: async (ms: number) => void delays.push(ms), random: () => 1 } };
}

function failingTimes(errors: Error[]) {
  let calls = 0;
  return {
    attempt: async () => {
      const error = errors[calls++];
      if (error) throw error;
      return "ok";
    },
    calls: () => calls,
  };
}

describe("withRetry", () => {
  it("retries transient failures with growing, capped backoff", async () => {
    const { delays, dependencies } = recorder();
    const flaky = failingTimes([
      new ProviderUnavailable("history", "timeout"),
      new ProviderUnavailable("history", "http_5xx", 503),
      new ProviderUnavailable("history", "network"),
    ]);
    await expect(withRetry(flaky.attempt, policy, dependencies)).resolves.toBe("ok");
    expect(flaky.calls()).toBe(4);
    expect(delays).toEqual([100, 200, 300]);
  });

  it("gives up after maxAttempts with the last error", async () => {
    const { dependencies } = recorder();
    const errors = Array.from({ length: 5 }, () => new ProviderUnavailable("history", "timeout"));
    const flaky = failingTimes(errors);
    await expect(withRetry(flaky.attempt, policy, dependencies)).rejects.toBe(errors[3]);
    expect(flaky.calls()).toBe(4);
  });

  it("does not retry errors that are not transient, nor an open circuit", async () => {
    const { dependencies } = recorder();
    for (const error of [
      new ProviderBadResponse("history", "invalid_json", 200),
      new ProviderUnavailable("history", "circuit_open"),
    ]) {
      const flaky = failingTimes([error]);
      await expect(withRetry(flaky.attempt, policy, dependencies)).rejects.toBe(error);
      expect(flaky.calls()).toBe(1);
    }
  });

  it("waits what a 429 asks when within the cap, else surfaces it", async () => {
    const { delays, dependencies } = recorder();
    const polite = failingTimes([new ProviderRateLimited("history", 1500)]);
    await expect(withRetry(polite.attempt, policy, dependencies)).resolves.toBe("ok");
    expect(delays).toEqual([1500]);

    const tooLong = new ProviderRateLimited("history", 60_000);
    await expect(withRetry(failingTimes([tooLong]).attempt, policy, dependencies)).rejects.toBe(tooLong);
    const unspecified = new ProviderRateLimited("history", null);
    await expect(withRetry(failingTimes([unspecified]).attempt, policy, dependencies)).rejects.toBe(
      unspecified,
    );
  });
});

describe("withRetry with a patient policy", () => {
  const patient: RetryPolicy = { ...policy, patient: true };

  it("waits the cap for a 429 asking longer, and backs off for one that does not say", async () => {
    const { delays, dependencies } = recorder();
    const flaky = failingTimes([
      new ProviderRateLimited("history", 60_000),
      new ProviderRateLimited("history", null),
      new ProviderRateLimited("history", 1500),
    ]);
    await expect(withRetry(flaky.attempt, patient, dependencies)).resolves.toBe("ok");
    expect(delays).toEqual([2000, 200, 1500]);
  });

  it("waits out an open circuit, and still gives up after maxAttempts", async () => {
    const { delays, dependencies } = recorder();
    const errors = Array.from({ length: 5 }, () => new ProviderUnavailable("history", "circuit_open"));
    const flaky = failingTimes(errors);
    await expect(withRetry(flaky.attempt, patient, dependencies)).rejects.toBe(errors[3]);
    expect(delays).toEqual([100, 200, 300]);
  });

  it("does not retry errors that are not transient", async () => {
    const { dependencies } = recorder();
    const error = new ProviderBadResponse("history", "invalid_json", 200);
    const flaky = failingTimes([error]);
    await expect(withRetry(flaky.attempt, patient, dependencies)).rejects.toBe(error);
    expect(flaky.calls()).toBe(1);
  });
});

describe("backoffDelay", () => {
  it("stays between half and all of the step", () => {
    expect(backoffDelay(1, policy, () => 0)).toBe(50);
    expect(backoffDelay(1, policy, () => 1)).toBe(100);
    expect(backoffDelay(10, policy, () => 0.5)).toBe(225);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.UTC(2025, 0, 1, 0, 0, 0);

  it("reads delta seconds and HTTP dates", () => {
    expect(parseRetryAfter("3", now)).toBe(3000);
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:05 GMT", now)).toBe(5000);
    expect(parseRetryAfter("Tue, 31 Dec 2024 23:59:00 GMT", now)).toBe(0);
  });

  it("returns null when absent or unreadable", () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter("-1", now)).toBeNull();
  });
});
