/** The name of every operations rule (lib/alerts/rules), as stored in `Alert.rule` and named in messages. */
export const RULE_NAMES = [
  "providerErrors",
  "circuitOpen",
  "callbackSilence",
  "callbackRefusals",
  "exportJobs",
  "reconcileRuns",
  "instanceHeartbeat",
  "retentionPurge",
  "notificationsFailed",
] as const;
export type RuleName = (typeof RULE_NAMES)[number];
