import { startPeriodic } from "@/lib/background/periodic";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { rollUpDecisions } from "./rollup";

const FIRST_PASS_AFTER_MS = 30_000;
const EVERY_MS = 10 * 60_000;

/**
 * Starts this instance's insights roll-up (once per process): soon after start, then every ten minutes. Every
 * instance runs it; its lock makes concurrent passes wait for each other, never count twice.
 */
export function startInsightsRollup(): void {
  startPeriodic("insights-rollup", () => rollUpDecisions(db()), {
    everyMs: EVERY_MS,
    firstAfterMs: FIRST_PASS_AFTER_MS,
    onError: (error) => log.error("insights_rollup_error", { error }),
  });
}
