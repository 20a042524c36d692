import { AsyncLocalStorage } from "node:async_hooks";
import { z } from "zod";
import { countPacerWaiting, countRateLimitHonoured } from "@/lib/metrics/record";
import { PACE_LIMITS } from "./pacer-limits";

export const PACE_PRIORITIES = ["interactive", "background"] as const;
/** `interactive`: a person waits for the answer (lookup, history). `background`: a job that can wait. */
export type PacePriority = (typeof PACE_PRIORITIES)[number];

export const paceSettingsSchema = z.object({
  requestsPerSecond: z.int().min(PACE_LIMITS.requestsPerSecond.min).max(PACE_LIMITS.requestsPerSecond.max),
  maxConcurrent: z.int().min(PACE_LIMITS.maxConcurrent.min).max(PACE_LIMITS.maxConcurrent.max),
});
export type PaceSettings = z.infer<typeof paceSettingsSchema>;

export const DEFAULT_PACE_SETTINGS: PaceSettings = {
  requestsPerSecond: PACE_LIMITS.requestsPerSecond.default,
  maxConcurrent: PACE_LIMITS.maxConcurrent.default,
};

/**
 * A 429 without `Retry-After` says nothing of how long to wait (docs/provider-api.md leaves it open): this
 * pause is our own choice, long enough for a per-second limit to have passed.
 */
export const PAUSE_WITHOUT_RETRY_AFTER_MS = 1_000;

/**
 * What the client needs: every exchange with the provider waits for its turn; a 429 pauses them all.
 * `refusal` is what an interactive exchange fails with during a pause (the time left), instead of sending.
 */
export interface ExchangePacer {
  pace<T>(exchange: () => Promise<T>, refusal: (pauseLeftMs: number) => Error): Promise<T>;
  rateLimited(retryAfterMs: number | null): void;
}

type Waiter = { start: () => void; refuse: (error: Error) => void; refusal: (pauseLeftMs: number) => Error };

export type PacerObserver = {
  /** The number of exchanges of `priority` waiting for their turn changed. */
  waiting(priority: PacePriority, count: number): void;
  /** A 429 paused every exchange for `pauseMs`. */
  rateLimited(pauseMs: number): void;
};

export type PacerDependencies = {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  observer?: PacerObserver;
};

/**
 * At most a tenth of a second's exchanges start together after a quiet moment: a timer that fires late loses
 * no throughput, and the provider never sees more than the rate plus that tenth in any second.
 */
export function burstOf(settings: PaceSettings): number {
  return Math.max(1, Math.floor(settings.requestsPerSecond / 10));
}

/**
 * Where the instances of one deployment share the provider's rate (lib/provider-connection/pace-budget.ts): time
 * cut into windows of `windowOf(settings)`, each allowing `burstOf(settings)` exchanges to all instances together.
 * `take` gets up to `want` of the window's exchanges, never taking it past `cap`, and says how many it got.
 */
export interface SharedPaceBudget {
  take(window: PaceWindow, want: number, cap: number): Promise<number>;
}

/** One window of the shared budget: its start (epoch ms) and the slot of the budget's ring that holds it. */
export interface PaceWindow {
  start: number;
  slot: number;
}

/** Slots of the budget's ring: windows far enough apart never meet in one. */
export const PACE_SLOTS = 64;

/** A window lasts as long as the rate takes to allow one burst, so each holds burstOf(settings) exchanges. */
export function windowOf(settings: PaceSettings): number {
  return (burstOf(settings) * 1_000) / settings.requestsPerSecond;
}

/**
 * The exchanges of a window only a person's lookup may take in its first half: background work takes the rest,
 * so across instances too a person's exchange finds room within half a window (none under five a window: too
 * few to split).
 */
export function interactiveReserve(limit: number): number {
  return Math.floor(limit / 5);
}

/** The window of `now`. */
export function paceWindow(settings: PaceSettings, now: number): PaceWindow {
  const windowMs = windowOf(settings);
  const index = Math.floor(now / windowMs);
  return { start: Math.round(index * windowMs), slot: index % PACE_SLOTS };
}

type SharedState = {
  budget: SharedPaceBudget;
  window: PaceWindow | null;
  /** Exchanges of the current window this instance got and has not used. */
  granted: number;
  /** The largest cap the budget answered "none left" for in the current window. */
  exhaustedCap: number;
  asking: boolean;
};

/**
 * Paces this process's exchanges with the provider: a token bucket at `requestsPerSecond`, at most
 * `maxConcurrent` exchanges in flight, interactive exchanges always taken before waiting background ones, and
 * after a 429 nobody sends until the provider said to try again (a person's exchange fails at once, saying
 * when; background ones wait).
 *
 * Each exchange is paced, not each call: a retry, a token request and every page of a call take their turn
 * too, so the rate the provider sees is the one set. A call's priority is the one of the `run` it is made in
 * (an exchange outside any `run` is a person's: interactive).
 */
export class ProviderPacer implements ExchangePacer {
  private readonly priorityOfCall = new AsyncLocalStorage<PacePriority>();
  private readonly queues: Record<PacePriority, Waiter[]> = { interactive: [], background: [] };
  private settings: PaceSettings;
  private inFlight = 0;
  private tokens: number;
  private refilledAt: number;
  private pausedUntil = Number.NEGATIVE_INFINITY;
  private wakeAt: number | null = null;
  private shared: SharedState | null = null;

  constructor(
    settings: PaceSettings,
    private readonly dependencies: PacerDependencies,
  ) {
    this.settings = paceSettingsSchema.parse(settings);
    this.tokens = burstOf(this.settings);
    this.refilledAt = dependencies.now();
  }

  /** Runs `call` with every provider exchange it makes paced at `priority`. */
  run<T>(priority: PacePriority, call: () => Promise<T>): Promise<T> {
    return this.priorityOfCall.run(priority, call);
  }

  async pace<T>(exchange: () => Promise<T>, refusal: (pauseLeftMs: number) => Error): Promise<T> {
    await this.turn(this.priorityOfCall.getStore() ?? "interactive", refusal);
    try {
      return await exchange();
    } finally {
      this.inFlight -= 1;
      this.dispatch();
    }
  }

  rateLimited(retryAfterMs: number | null): void {
    const pauseMs = retryAfterMs ?? PAUSE_WITHOUT_RETRY_AFTER_MS;
    const now = this.dependencies.now();
    this.refill(now);
    // When the pause ends one exchange may go at once; the rest follow at the rate, not in a burst.
    this.tokens = Math.min(this.tokens, 1);
    this.pausedUntil = Math.max(this.pausedUntil, now + pauseMs);
    this.dependencies.observer?.rateLimited(pauseMs);
    this.dispatch();
  }

  /** New settings apply to the exchanges still waiting; those in flight finish as they are. */
  configure(settings: PaceSettings): void {
    const next = paceSettingsSchema.parse(settings);
    if (
      next.requestsPerSecond === this.settings.requestsPerSecond &&
      next.maxConcurrent === this.settings.maxConcurrent
    ) {
      return;
    }
    this.refill(this.dependencies.now());
    this.settings = next;
    this.tokens = Math.min(this.tokens, burstOf(next));
    this.wakeAt = null;
    this.dispatch();
  }

  /**
   * Shares the rate with every other instance through `budget`: from now on an exchange also needs its window's
   * share, so N instances together keep to the rate set, not N times it. Local order and priorities stay.
   */
  shareWith(budget: SharedPaceBudget): void {
    if (this.shared?.budget === budget) return;
    this.shared = { budget, window: null, granted: 0, exhaustedCap: -1, asking: false };
    this.dispatch();
  }

  get current(): PaceSettings {
    return { ...this.settings };
  }

  waitingCount(priority: PacePriority): number {
    return this.queues[priority].length;
  }

  private turn(priority: PacePriority, refusal: (pauseLeftMs: number) => Error): Promise<void> {
    return new Promise((start, refuse) => {
      this.queues[priority].push({ start, refuse, refusal });
      this.reportWaiting(priority);
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (;;) {
      const now = this.dependencies.now();
      if (now < this.pausedUntil) {
        this.refuseInteractive(this.pausedUntil - now);
        if (this.queues.background.length > 0) this.wakeUpAt(this.pausedUntil, now);
        return;
      }
      const priority = this.queues.interactive.length > 0 ? "interactive" : "background";
      const queue = this.queues[priority];
      if (queue.length === 0) return;
      // A finishing exchange dispatches again.
      if (this.inFlight >= this.settings.maxConcurrent) return;
      this.refill(now);
      if (this.tokens < 1) {
        this.wakeUpAt(now + Math.ceil(((1 - this.tokens) * 1000) / this.settings.requestsPerSecond), now);
        return;
      }
      if (!this.takeShared(now, priority)) return;
      this.tokens -= 1;
      this.inFlight += 1;
      const waiter = queue.shift();
      this.reportWaiting(priority);
      waiter?.start();
    }
  }

  /**
   * Whether the shared budget lets one exchange of `priority` start now (and counts it). Otherwise asks it for
   * this window's share, once at a time, and dispatches again when it answers, or when the window ends if none
   * is left. A budget that fails gives nothing: no exchange starts beyond the shared rate, and the next window
   * asks again.
   */
  private takeShared(now: number, priority: PacePriority): boolean {
    const shared = this.shared;
    if (!shared) return true;
    const window = paceWindow(this.settings, now);
    if (shared.window?.start !== window.start) {
      shared.window = window;
      shared.granted = 0;
      shared.exhaustedCap = -1;
    }
    if (shared.granted >= 1) {
      shared.granted -= 1;
      return true;
    }
    const windowMs = windowOf(this.settings);
    const halfway = window.start + windowMs / 2;
    const limit = burstOf(this.settings);
    // The reserve is kept for a person's lookups in the first half of the window only: left unused, background
    // work takes it in the second, so a job alone still gets the whole rate.
    const cap = priority === "interactive" || now >= halfway ? limit : limit - interactiveReserve(limit);
    if (cap <= shared.exhaustedCap) {
      this.wakeUpAt(Math.ceil(cap < limit ? halfway : window.start + windowMs), now);
      return false;
    }
    if (shared.asking) return false;
    shared.asking = true;
    // A person's exchanges ask only for themselves, so background work never takes the reserve through them.
    const want = Math.max(1, Math.min(cap, this.queues[priority].length));
    const answered = (got: number) => {
      shared.asking = false;
      if (shared.window?.start === window.start) {
        shared.granted += got;
        if (got === 0) shared.exhaustedCap = Math.max(shared.exhaustedCap, cap);
      }
      this.dispatch();
    };
    shared.budget.take(window, want, cap).then(answered, () => answered(0));
    return false;
  }

  /**
   * A person is not kept waiting out a pause: the exchange fails as the provider's own 429 would, and the
   * client's retry policy decides whether a short pause is worth waiting (withRetry). Background work waits.
   */
  private refuseInteractive(pauseLeftMs: number): void {
    const refused = this.queues.interactive.splice(0);
    if (refused.length === 0) return;
    this.reportWaiting("interactive");
    for (const waiter of refused) waiter.refuse(waiter.refusal(pauseLeftMs));
  }

  private refill(now: number): void {
    // No tokens gather while paused: the provider asked for quiet, not for a burst once it ends.
    const from = Math.max(this.refilledAt, Math.min(this.pausedUntil, now));
    const gathered = (Math.max(0, now - from) * this.settings.requestsPerSecond) / 1000;
    this.tokens = Math.min(burstOf(this.settings), this.tokens + gathered);
    this.refilledAt = now;
  }

  private wakeUpAt(at: number, now: number): void {
    if (this.wakeAt !== null && this.wakeAt <= at) return;
    this.wakeAt = at;
    void this.dependencies.sleep(at - now).then(() => {
      if (this.wakeAt === at) this.wakeAt = null;
      this.dispatch();
    });
  }

  private reportWaiting(priority: PacePriority): void {
    this.dependencies.observer?.waiting(priority, this.queues[priority].length);
  }
}

const holder = globalThis as unknown as { __providerPacer?: ProviderPacer };

/**
 * This process's pacer, shared by every bundle that loads this module (the worker and the actions must share
 * one rate). Starts at the defaults; the saved connection sets its settings (lib/provider-connection).
 */
export function providerPacer(): ProviderPacer {
  holder.__providerPacer ??= new ProviderPacer(DEFAULT_PACE_SETTINGS, {
    now: Date.now,
    sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    observer: { waiting: countPacerWaiting, rateLimited: countRateLimitHonoured },
  });
  return holder.__providerPacer;
}
