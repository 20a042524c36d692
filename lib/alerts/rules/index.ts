import type { AlertRule, ThresholdSpec } from "../rule";

export { RULE_NAMES, type RuleName } from "../rule-names";

import { callbackRefusals } from "./callback-refusals";
import { callbackSilence } from "./callback-silence";
import { circuitOpen } from "./circuit-open";
import { exportJobs } from "./export-jobs";
import { instanceHeartbeat } from "./instance-heartbeat";
import { notificationsFailed } from "./notifications-failed";
import { providerErrors } from "./provider-errors";
import { reconcileRuns } from "./reconcile-runs";
import { retentionPurge } from "./retention-purge";

/** Every operations rule, in the order the Alerts page lists their thresholds. */
export const ALERT_RULES = [
  providerErrors,
  circuitOpen,
  callbackSilence,
  callbackRefusals,
  exportJobs,
  reconcileRuns,
  instanceHeartbeat,
  retentionPurge,
  notificationsFailed,
] as readonly AlertRule[];

/** How often an open alert nobody acknowledged is told again. */
export const REMINDER: Record<"everyMinutes", ThresholdSpec> = {
  everyMinutes: { default: 60, min: 5, max: 1_440, unit: "minutes" },
};

/** Every threshold by its stored key (`<rule>.<name>`, the reminder's `reminder.everyMinutes`). */
export const THRESHOLD_SPECS: ReadonlyMap<string, ThresholdSpec> = new Map([
  ...ALERT_RULES.flatMap((rule) =>
    Object.entries(rule.thresholds).map(([name, spec]): [string, ThresholdSpec] => [
      `${rule.name}.${name}`,
      spec,
    ]),
  ),
  ["reminder.everyMinutes", REMINDER.everyMinutes],
]);
