/**
 * The sandbox's own rate limit (an invention: the contract names no limit, docs/provider-api.md leaves it
 * open): a token bucket of `perSecond` tokens, refilled at `perSecond` a second, so a second's requests may
 * come at once and more than `perSecond` a second, kept up, are refused.
 */
export class RateLimit {
  private tokens: number;
  private refilledAt: number;

  constructor(
    readonly perSecond: number,
    nowMs: number,
  ) {
    this.tokens = perSecond;
    this.refilledAt = nowMs;
  }

  /** Takes a token for a request arriving now; when none is left, the whole seconds until one is. */
  take(nowMs: number): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const elapsed = Math.max(0, nowMs - this.refilledAt);
    this.tokens = Math.min(this.perSecond, this.tokens + (elapsed * this.perSecond) / 1000);
    this.refilledAt = nowMs;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond)) };
  }
}
