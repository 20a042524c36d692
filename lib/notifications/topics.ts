import type { Permission } from "@/lib/auth/roles";

/**
 * What a person may choose to receive. Each topic names the permission a recipient needs (checked when it is
 * queued, so a person who lost the role is told nothing more) and whether it is on until they choose.
 * `security` cannot be turned off: it tells a person about changes to their own sign-in.
 */
export const TOPICS = {
  // Alerts of the operations rules (lib/alerts); admins choose, the on-call addresses always get them.
  operations: { permission: "alerts.view", defaultOn: false, optional: true, cadences: null },
  // New rejected decisions and overdue unreviewed ones, gathered hourly or daily.
  "compliance.digest": {
    permission: "inbox.view",
    defaultOn: false,
    optional: true,
    cadences: ["hourly", "daily"],
  },
  // One's own export or reconciliation run finished or failed (scheduled exports included).
  jobs: { permission: "account.self", defaultOn: true, optional: true, cadences: null },
  // Password changed, a factor added or removed, factors reset by an admin, a sign-in from a new device.
  security: { permission: "account.self", defaultOn: true, optional: false, cadences: null },
} as const satisfies Record<
  string,
  { permission: Permission; defaultOn: boolean; optional: boolean; cadences: readonly string[] | null }
>;

export type Topic = keyof typeof TOPICS;
export const TOPIC_NAMES = Object.keys(TOPICS) as Topic[];

export const CADENCES = ["hourly", "daily"] as const;
export type Cadence = (typeof CADENCES)[number];

export const CHANNELS = ["email", "slack", "webhook"] as const;
export type Channel = (typeof CHANNELS)[number];
