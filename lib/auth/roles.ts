import { z } from "zod";

export const ROLES = ["agent", "compliance", "manager", "admin"] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

const everyone = ROLES;

/** What each role may do. Pages, actions and route handlers name one of these; tests walk all of them. */
export const PERMISSIONS = {
  "account.self": everyone,
  "lookup.use": ["agent", "compliance", "manager", "admin"],
  "history.view": ["agent", "compliance", "manager", "admin"],
  "inbox.view": ["compliance", "manager", "admin"],
  "inbox.review": ["compliance", "admin"],
  "inbox.reveal": ["compliance"],
  // The ID-card and selfie images (fetched through the image proxy, every fetch audited).
  "inbox.images": ["compliance", "admin"],
  // The inbox's insights tab: charts of decisions, rejection reasons, the review backlog and dispositions.
  "inbox.insights": ["compliance", "manager"],
  // The list of dispositions a review may record.
  "inbox.dispositions": ["admin"],
  "exports.use": ["manager", "admin"],
  // Every manager's exports, not only one's own: seeing them in the list, downloading and cancelling them.
  "exports.manageAll": ["admin"],
  // Reconciliation against the provider (spec 4.1): pasting identifiers and seeing one's own runs.
  "reconcile.check": ["agent", "manager"],
  // Uploading the partner's ledger to reconcile it row by row.
  "reconcile.ledger": ["manager"],
  // Every person's reconciliation runs, not only one's own: seeing, exporting, cancelling and deleting them.
  "reconcile.viewAll": ["manager"],
  "users.manage": ["admin"],
  "audit.view": ["admin"],
  "settings.provider": ["admin"],
  // What the provider's codes mean (labels, tone, counted as paid): every page and export reads them.
  "provider.codes": ["admin"],
  // Single sign-on (OpenID Connect): the identity provider, user creation and roles from groups.
  "settings.sso": ["admin"],
  // The System page: provider health, callbacks, instances, workers and the database.
  "system.view": ["admin"],
  // The cause of a provider failure (it names settings, never a secret), beside the message everyone gets.
  "provider.failureCause": ["admin"],
  // Delivery of notifications: SMTP, webhooks, the operations recipients and the delivery log.
  "notifications.manage": ["admin"],
  // The operations alerts: the Alerts page, acknowledging one, receiving them if one chooses.
  "alerts.view": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly Role[], permission: Permission): boolean {
  const allowed: readonly Role[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}
