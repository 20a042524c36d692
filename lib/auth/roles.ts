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
  "exports.use": ["manager", "admin"],
  "users.manage": ["admin"],
  "audit.view": ["admin"],
  "settings.provider": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly Role[], permission: Permission): boolean {
  const allowed: readonly Role[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}
