import { startPeriodic } from "@/lib/background/periodic";
import { type Db, db as defaultDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { evaluateAlerts } from "./evaluate";

/**
 * Evaluates the alert rules on every instance, every ALERTS_EVALUATE_EVERY_SECONDS: any instance may do it, the
 * lock and the unique open key keep one alert per rule and subject. `clock` is the tests' way in.
 */
export function startAlertsWorker(db: () => Db = defaultDb, clock: () => Date = () => new Date()): void {
  startPeriodic(
    "alerts",
    async () => {
      const summary = await evaluateAlerts(db(), clock());
      if (summary.opened + summary.reminded + summary.resolved > 0 || summary.failedRules.length > 0) {
        log.info("alerts_evaluated", { ...summary, failedRules: summary.failedRules.join(",") });
      }
    },
    {
      everyMs: env().ALERTS_EVALUATE_EVERY_SECONDS * 1_000,
      firstAfterMs: 5_000,
      onError: (error) => log.warn("alerts_evaluation_failed", { error }),
    },
  );
}
