import { randomBytes } from "node:crypto";

export type TokenCheck = "valid" | "expired" | "superseded" | "unknown";

const RETIRED_MEMORY = 1000;
const ISSUED_MEMORY = 10_000;

/** The provider's rule: one active token per client; issuing a new token retires the previous one. */
export class TokenRegistry {
  private active: { token: string; expiresAt: number } | null = null;
  private readonly retired = new Set<string>();
  /** Every token issued since the sandbox started, resets included: tests look for them where they must not be. */
  private readonly everIssued: string[] = [];
  issued = 0;

  issue(nowMs: number, ttlMs: number): { token: string; expiresAt: number } {
    if (this.active) this.retire(this.active.token);
    this.active = { token: randomBytes(24).toString("base64url"), expiresAt: nowMs + ttlMs };
    this.issued += 1;
    this.everIssued.push(this.active.token);
    if (this.everIssued.length > ISSUED_MEMORY) this.everIssued.shift();
    return this.active;
  }

  check(token: string, nowMs: number): TokenCheck {
    if (this.active?.token === token) return this.active.expiresAt > nowMs ? "valid" : "expired";
    return this.retired.has(token) ? "superseded" : "unknown";
  }

  /** Makes the active token expire now (the `token-expired` fault). */
  expireActive(nowMs: number): void {
    if (this.active) this.active.expiresAt = nowMs;
  }

  /** The tokens issued since start, oldest first (the last 10,000). */
  issuedSinceStart(): readonly string[] {
    return this.everIssued;
  }

  reset(): void {
    this.active = null;
    this.retired.clear();
    this.issued = 0;
  }

  private retire(token: string): void {
    this.retired.add(token);
    if (this.retired.size > RETIRED_MEMORY) {
      const oldest = this.retired.values().next().value;
      if (oldest !== undefined) this.retired.delete(oldest);
    }
  }
}
