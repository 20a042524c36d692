import { type Db, db as defaultDb } from "@/lib/db/client";
import { log } from "@/lib/log";
import type { CircuitState } from "@/lib/provider/circuit-breaker";
import { thisInstance } from "./this-instance";

export interface BreakerState {
  host: string;
  state: CircuitState;
  /** When this process's breaker of the host last changed state. */
  changedAt: Date;
}

interface HeldBreaker {
  changedAt: Date;
  /** The breaker's state now (an open breaker becomes half-open by itself once its cool-down has passed). */
  current: () => CircuitState;
}

// How soon after a change of state it is written: a burst of changes (many calls failing at once) is one write.
const WRITE_AFTER_MS = 1_000;

const holder = globalThis as unknown as {
  __breakers?: { hosts: Map<string, HeldBreaker>; timer: NodeJS.Timeout | null };
};

function held() {
  holder.__breakers ??= { hosts: new Map(), timer: null };
  return holder.__breakers;
}

/** This process's breakers as they are now, one per host called so far. */
export function breakerStates(): BreakerState[] {
  return [...held().hosts.entries()].map(([host, breaker]) => ({
    host,
    state: breaker.current(),
    changedAt: breaker.changedAt,
  }));
}

/** Writes this instance's breakers to the shared table, one row per host (also done by the heartbeat). */
export async function writeBreakerStates(
  db: Db,
  instanceId: string,
  states: readonly BreakerState[],
  now = new Date(),
): Promise<void> {
  for (const { host, state, changedAt } of states) {
    await db.circuitBreakerState.upsert({
      where: { instanceId_host: { instanceId, host } },
      create: { instanceId, host, state, changedAt, updatedAt: now },
      update: { state, changedAt, updatedAt: now },
    });
  }
}

/**
 * Told by the circuit breakers when one changes state (or is created, closed, for a host called the first
 * time): kept for the heartbeat and the metrics, and written within a second, so the System page shows an
 * opening breaker without waiting for the next heartbeat. Changes are rare: no write per call.
 */
export function noteBreakerChange(host: string, current: () => CircuitState, at = new Date()): void {
  const breakers = held();
  breakers.hosts.set(host, { changedAt: at, current });
  if (breakers.timer) return;
  breakers.timer = setTimeout(() => {
    breakers.timer = null;
    writeBreakerStates(defaultDb(), thisInstance().id, breakerStates()).catch((error) =>
      log.warn("breaker_states_not_saved", { error }),
    );
  }, WRITE_AFTER_MS);
  breakers.timer.unref();
}
