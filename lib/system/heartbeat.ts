import { startPeriodic } from "@/lib/background/periodic";
import { type Db, db as defaultDb } from "@/lib/db/client";
import { log } from "@/lib/log";
import { type BreakerState, breakerStates, writeBreakerStates } from "./breaker-states";
import { type InstanceIdentity, thisInstance } from "./this-instance";

/** How often each instance says it is alive. */
export const HEARTBEAT_EVERY_MS = 15_000;
/** An instance not seen for this long has stopped (four heartbeats missed). */
export const INSTANCE_GONE_AFTER_MS = 4 * HEARTBEAT_EVERY_MS;

/** One heartbeat: this instance's row and its circuit breakers, stamped `now`. */
export async function beat(
  db: Db,
  instance: InstanceIdentity,
  breakers: readonly BreakerState[],
  now = new Date(),
): Promise<void> {
  const { id, version, host, pid, startedAt } = instance;
  await db.appInstance.upsert({
    where: { id },
    create: { id, version, host, pid, startedAt, lastSeenAt: now },
    update: { version, lastSeenAt: now },
  });
  await writeBreakerStates(db, id, breakers, now);
}

/** Starts this instance's heartbeat (once per process): one at once, then every 15 seconds. */
export function startHeartbeat(): void {
  startPeriodic("heartbeat", () => beat(defaultDb(), thisInstance(), breakerStates()), {
    everyMs: HEARTBEAT_EVERY_MS,
    onError: (error) => log.warn("heartbeat_failed", { error }),
  });
}
