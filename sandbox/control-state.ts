import { z } from "zod";
import { PAGING_MODES, type SandboxConfig } from "./config";
import type { Paging } from "./data/history";
import { RateLimit } from "./rate-limit";

export const FAULTS = ["none", "5xx", "hang", "malformed-json", "non-100", "429", "token-expired"] as const;
export type Fault = (typeof FAULTS)[number];

export const FAULTABLE_OPERATIONS = ["token", "status", "history"] as const;
export type FaultableOperation = (typeof FAULTABLE_OPERATIONS)[number];
export type CountedOperation = FaultableOperation | "images" | "control" | "other";

/** Body of POST /__sandbox/control: every knob optional, unknown keys refused so typos do not pass silently. */
export const controlUpdateSchema = z.strictObject({
  latencyMs: z.int().nonnegative().optional(),
  /** Status and history requests a second above which the sandbox answers 429 with Retry-After; 0: none. */
  rateLimitPerSecond: z.int().nonnegative().optional(),
  paging: z.enum(PAGING_MODES).optional(),
  maxLimit: z.int().positive().optional(),
  tokenTtlMs: z.int().positive().optional(),
  fault: z.enum(FAULTS).optional(),
  /** How many matching requests get the fault; null or absent: until the fault is cleared. */
  faultCount: z.int().positive().nullable().optional(),
  faultOperations: z.array(z.enum(FAULTABLE_OPERATIONS)).min(1).optional(),
  /** Retry-After sent with the 429 fault (seconds or an HTTP date); null sends none. */
  retryAfter: z.string().min(1).nullable().optional(),
});

export type ControlUpdate = z.infer<typeof controlUpdateSchema>;

export type Knobs = {
  latencyMs: number;
  rateLimitPerSecond: number;
  paging: Paging;
  maxLimit: number;
  tokenTtlMs: number;
  fault: Fault;
  faultRemaining: number | null;
  faultOperations: FaultableOperation[];
  retryAfter: string | null;
};

function initialKnobs(config: SandboxConfig): Knobs {
  return {
    latencyMs: config.latencyMs,
    rateLimitPerSecond: config.rateLimitPerSecond,
    paging: config.paging,
    maxLimit: config.maxLimit,
    tokenTtlMs: config.tokenTtlMs,
    fault: "none",
    faultRemaining: null,
    faultOperations: ["status", "history"],
    retryAfter: "1",
  };
}

function zeroCounts(): Record<CountedOperation, number> {
  return { token: 0, status: 0, history: 0, images: 0, control: 0, other: 0 };
}

export class SandboxState {
  knobs: Knobs;
  requestCounts = zeroCounts();
  faultsInjected = 0;
  /** Requests answered 429 by the rate limit (not by the 429 fault). */
  rateLimited = 0;
  private rateLimit: RateLimit | null = null;

  constructor(
    private readonly config: SandboxConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.knobs = initialKnobs(config);
  }

  /** Null when the request may go on; else the seconds to send as Retry-After with the 429. */
  takeRateLimit(): number | null {
    const perSecond = this.knobs.rateLimitPerSecond;
    if (perSecond === 0) return null;
    if (this.rateLimit?.perSecond !== perSecond) this.rateLimit = new RateLimit(perSecond, this.now());
    const answer = this.rateLimit.take(this.now());
    if (answer.allowed) return null;
    this.rateLimited += 1;
    return answer.retryAfterSeconds;
  }

  update(change: ControlUpdate): Knobs {
    const { faultCount, ...rest } = change;
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) Object.assign(this.knobs, { [key]: value });
    }
    if (change.fault !== undefined || faultCount !== undefined)
      this.knobs.faultRemaining = faultCount ?? null;
    if (change.fault === "none") this.knobs.faultRemaining = null;
    return this.knobs;
  }

  count(operation: CountedOperation): void {
    this.requestCounts[operation] += 1;
  }

  /** The fault to inject into this request, if any; uses up one of the remaining count. */
  takeFault(operation: FaultableOperation): Fault | null {
    const { fault, faultRemaining, faultOperations } = this.knobs;
    if (fault === "none" || !faultOperations.includes(operation)) return null;
    if (fault === "token-expired" && operation === "token") return null;
    if (faultRemaining !== null) {
      this.knobs.faultRemaining = faultRemaining - 1;
      if (this.knobs.faultRemaining <= 0) {
        this.knobs.fault = "none";
        this.knobs.faultRemaining = null;
      }
    }
    this.faultsInjected += 1;
    return fault;
  }

  reset(): void {
    this.knobs = initialKnobs(this.config);
    this.requestCounts = zeroCounts();
    this.faultsInjected = 0;
    this.rateLimited = 0;
    this.rateLimit = null;
  }
}
