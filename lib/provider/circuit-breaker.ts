export type CircuitBreakerOptions = {
  failureThreshold: number;
  cooldownMs: number;
  now: () => number;
  /** Told when the breaker opens, lets a trial call through, or closes; it must not throw. */
  onChange?: (state: CircuitState) => void;
};

export const CIRCUIT_STATES = ["closed", "open", "half-open"] as const;
export type CircuitState = (typeof CIRCUIT_STATES)[number];

/**
 * Opens after `failureThreshold` consecutive failures and fails fast until `cooldownMs` has passed; then lets
 * one trial call through (half-open): success closes it, failure opens it again.
 */
export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(private readonly options: CircuitBreakerOptions) {}

  get state(): CircuitState {
    if (this.openedAt === null) return "closed";
    return this.options.now() - this.openedAt >= this.options.cooldownMs ? "half-open" : "open";
  }

  async run<T>(
    call: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
    rejectFast: () => Error,
  ): Promise<T> {
    const state = this.state;
    if (state === "open" || (state === "half-open" && this.trialInFlight)) throw rejectFast();
    const isTrial = state === "half-open";
    if (isTrial) {
      this.trialInFlight = true;
      this.options.onChange?.("half-open");
    }
    try {
      const result = await call();
      this.recordSuccess();
      return result;
    } catch (error) {
      if (isFailure(error)) this.recordFailure();
      else this.recordSuccess();
      throw error;
    } finally {
      if (isTrial) this.trialInFlight = false;
    }
  }

  private recordSuccess(): void {
    this.consecutiveFailures = 0;
    if (this.openedAt === null) return;
    this.openedAt = null;
    this.options.onChange?.("closed");
  }

  private recordFailure(): void {
    this.consecutiveFailures += 1;
    if (this.openedAt !== null || this.consecutiveFailures >= this.options.failureThreshold) {
      this.openedAt = this.options.now();
      this.options.onChange?.("open");
    }
  }
}

export type RegistryOptions = Omit<CircuitBreakerOptions, "onChange"> & {
  /** Told when a host's breaker is created (closed) or changes state; it must not throw. */
  onChange?: (host: string, state: CircuitState) => void;
};

/** One breaker per host, so a failing history host does not stop status look-ups served elsewhere. */
export class CircuitBreakerRegistry {
  private readonly breakers = new Map<string, CircuitBreaker>();

  constructor(private readonly options: RegistryOptions) {}

  forHost(host: string): CircuitBreaker {
    let breaker = this.breakers.get(host);
    if (!breaker) {
      const { onChange, ...options } = this.options;
      breaker = new CircuitBreaker({ ...options, onChange: onChange && ((state) => onChange(host, state)) });
      this.breakers.set(host, breaker);
      onChange?.(host, "closed");
    }
    return breaker;
  }

  /** Every host called so far and its breaker's state now. */
  states(): { host: string; state: CircuitState }[] {
    return [...this.breakers.entries()].map(([host, breaker]) => ({ host, state: breaker.state }));
  }
}
