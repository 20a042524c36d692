import { ProviderRateLimited, ProviderUnavailable } from "./errors";

export type RetryPolicy = {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A 429 asking to wait longer than this is surfaced instead of waited out. */
  retryAfterCapMs: number;
};

export type RetryDependencies = {
  sleep: (ms: number) => Promise<void>;
  random: () => number;
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
    return wait !== null && wait <= policy.retryAfterCapMs ? wait : null;
  }
  // An open circuit is the point where retrying must stop, so it is not transient here.
  if (error instanceof ProviderUnavailable && error.reason !== "circuit_open") {
    return backoffDelay(attemptNumber, policy, random);
  }
  return null;
}

/** Exponential backoff with "equal jitter": half the step is fixed, half random, so callers spread out. */
export function backoffDelay(attemptNumber: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attemptNumber - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}
