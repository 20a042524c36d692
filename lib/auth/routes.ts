import type { Permission } from "./roles";

export interface AppRoute {
  path: string;
  permission: Permission;
  /** Message key of the navigation label; routes without one are reached from their parent page. */
  nav?: "lookup" | "history" | "inbox" | "exports" | "account" | "users" | "audit" | "provider";
}

/** Every signed-in page. The navigation is built from it and the authorization tests iterate over it. */
export const APP_ROUTES: readonly AppRoute[] = [
  // Work areas first, in this order: lookup, history, inbox, exports (home is the first one a role may use).
  { path: "/lookup", permission: "lookup.use", nav: "lookup" },
  { path: "/history", permission: "history.view", nav: "history" },
  { path: "/inbox", permission: "inbox.view", nav: "inbox" },
  { path: "/inbox/[id]", permission: "inbox.view" },
  { path: "/inbox/settings", permission: "settings.provider" },
  { path: "/exports", permission: "exports.use", nav: "exports" },
  { path: "/settings/users", permission: "users.manage", nav: "users" },
  { path: "/settings/users/[id]", permission: "users.manage" },
  { path: "/settings/provider", permission: "settings.provider", nav: "provider" },
  { path: "/settings/audit", permission: "audit.view", nav: "audit" },
  { path: "/settings/account", permission: "account.self", nav: "account" },
];
