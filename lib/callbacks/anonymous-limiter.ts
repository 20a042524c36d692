import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

export type Admission =
  | { admitted: true }
  | {
      admitted: false;
      retryAfterSeconds: number;
      /** The first refusal of this bucket's current minute (worth one log line, the others are not). */
      first: boolean;
    };

/**
 * A per-bucket limit of `perMinute` refusals a minute, held in this instance's memory, so a caller over it is
 * answered before anything reaches the database. Only callers that failed the token check are ever counted.
 */
export function createAnonymousLimiter(perMinute: number): (bucket: string) => Promise<Admission> {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return async (bucket) => {
    try {
      await limiter.consume(bucket);
      return { admitted: true };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return {
        admitted: false,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        first: rejection.consumedPoints === perMinute + 1,
      };
    }
  };
}
