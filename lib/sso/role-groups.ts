import { z } from "zod";
import { ROLES, type Role, roleSchema } from "@/lib/auth/roles";

/** Each role with the identity provider's groups that give it; a role left out is given by no group. */
export type RoleGroups = Partial<Record<Role, string[]>>;

const groupName = z.string().trim().min(1).max(200);

/** As stored in `SsoSettings.roleGroups`. */
export const roleGroupsSchema = z.partialRecord(roleSchema, z.array(groupName).max(50));

/** Whether any group gives a role: without one, roles are managed in this app only. */
export function mapsRoles(roleGroups: RoleGroups): boolean {
  return ROLES.some((role) => (roleGroups[role]?.length ?? 0) > 0);
}

/** The roles a person's groups give, in the order of ROLES. */
export function rolesFromGroups(roleGroups: RoleGroups, groups: readonly string[]): Role[] {
  const held = new Set(groups);
  return ROLES.filter((role) => roleGroups[role]?.some((group) => held.has(group)));
}

/** Reads a stored value; anything unreadable gives no role to anyone (never more access than was set). */
export function parseStoredRoleGroups(json: string): RoleGroups {
  try {
    const parsed = roleGroupsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * OIDC_ROLE_GROUPS: `<role>=<group>` pairs separated by commas (`admin=pbo-admins,compliance=pbo-review`); a
 * role may appear more than once.
 */
export const roleGroupsEnvSchema = z.string().transform((value, context): RoleGroups => {
  const result: RoleGroups = {};
  for (const [index, pair] of value
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .entries()) {
    const equals = pair.indexOf("=");
    const role = roleSchema.safeParse(pair.slice(0, Math.max(equals, 0)).trim());
    const group = pair.slice(equals + 1).trim();
    if (equals < 0 || !role.success || !group) {
      context.addIssue({
        code: "custom",
        message: `entry ${index + 1} must be "<role>=<group>" with a role of ${ROLES.join(", ")}`,
      });
      continue;
    }
    result[role.data] = [...(result[role.data] ?? []), group];
  }
  return result;
});
