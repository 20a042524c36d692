import type { Permission } from "./roles";

export type NavLabel =
  | "lookup"
  | "history"
  | "inbox"
  | "exports"
  | "reconcile"
  | "account"
  | "users"
  | "audit"
  | "provider"
  | "sso"
  | "notifications"
  | "system"
  | "alerts"
  | "notificationLog";
/** The bar holds the work areas; settings and the person's own account each have a menu. */
export type NavPlace = "bar" | "settings" | "account";

export interface AppRoute {
  path: string;
  permission: Permission;
  /** Its navigation entry (label message key and place); routes without one are reached from their parent page. */
  nav?: { label: NavLabel; place: NavPlace };
}

/** Every signed-in page. The navigation is built from it and the authorization tests iterate over it. */
export const APP_ROUTES: readonly AppRoute[] = [
  // Work areas first, in the order the bar shows them.
  { path: "/lookup", permission: "lookup.use", nav: { label: "lookup", place: "bar" } },
  { path: "/history", permission: "history.view", nav: { label: "history", place: "bar" } },
  { path: "/inbox", permission: "inbox.view", nav: { label: "inbox", place: "bar" } },
  { path: "/inbox/[id]", permission: "inbox.view" },
  { path: "/inbox/customers/[custId]", permission: "inbox.view" },
  { path: "/inbox/settings", permission: "settings.provider" },
  { path: "/inbox/insights", permission: "inbox.insights" },
  { path: "/exports", permission: "exports.use", nav: { label: "exports", place: "bar" } },
  { path: "/reconcile", permission: "reconcile.check", nav: { label: "reconcile", place: "bar" } },
  // A run another person started answers not found to whoever may not see every run (lib/reconciliation).
  { path: "/reconcile/[id]", permission: "reconcile.check" },
  { path: "/settings/users", permission: "users.manage", nav: { label: "users", place: "settings" } },
  { path: "/settings/users/[id]", permission: "users.manage" },
  {
    path: "/settings/provider",
    permission: "settings.provider",
    nav: { label: "provider", place: "settings" },
  },
  { path: "/settings/sso", permission: "settings.sso", nav: { label: "sso", place: "settings" } },
  {
    path: "/settings/notifications",
    permission: "notifications.manage",
    nav: { label: "notifications", place: "settings" },
  },
  { path: "/settings/system", permission: "system.view", nav: { label: "system", place: "settings" } },
  { path: "/settings/alerts", permission: "alerts.view", nav: { label: "alerts", place: "settings" } },
  { path: "/settings/audit", permission: "audit.view", nav: { label: "audit", place: "settings" } },
  {
    path: "/settings/notifications/log",
    permission: "notifications.manage",
    nav: { label: "notificationLog", place: "settings" },
  },
  { path: "/settings/account", permission: "account.self", nav: { label: "account", place: "account" } },
];
