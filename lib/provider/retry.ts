import { ProviderRateLimited, ProviderUnavailable } from "./errors";

export type RetryPolicy = {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A 429 asking to wait longer than this is surfaced instead of waited out, unless the policy is patient. */
  retryAfterCapMs: number;
  /**
   * For background work that may take its time: a 429 asking to wait longer than the cap is waited out for
   * the cap, one that does not say how long is backed off, and an open circuit is waited out too.
   */
  patient?: boolean;
};

export type RetryDependencies = {
  sleep: (ms: number) => Promise<void>;
  random: () => number;
};

export const realRetryDependencies: RetryDependencies = {
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** Runs `attempt` until it succeeds, the error is not transient, or the attempts are used up. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  dependencies: RetryDependencies,
): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = retryDelay(error, attemptNumber, policy, dependencies.random);
      if (delay === null || attemptNumber >= policy.maxAttempts) throw error;
      await dependencies.sleep(delay);
    }
  }
}

function retryDelay(
  error: unknown,
  attemptNumber: number,
  policy: RetryPolicy,
  random: () => number,
): number | null {
  if (error instanceof ProviderRateLimited) {
    const wait = error.retryAfterMs;
    if (wait !== null && wait <= policy.retryAfterCapMs) return wait;
    if (!policy.patient) return null;
    return wait === null ? backoffDelay(attemptNumber, policy, random) : policy.retryAfterCapMs;
  }
  // An open circuit is the point where a person's request must stop; only patient work waits it out.
  if (error instanceof ProviderUnavailable && (error.reason !== "circuit_open" || policy.patient)) {
    return backoffDelay(attemptNumber, policy, random);
  }
  return null;
}

/** Exponential backoff with "equal jitter": half the step is fixed, half random, so callers spread out. */
export function backoffDelay(attemptNumber: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attemptNumber - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}
