import { ROLES, type Role, roleSchema } from "@/lib/auth/roles";
import type { Db, DbTx } from "@/lib/db/client";

/** Roles that must have a second factor while an admin has not decided otherwise: they see PII or hold secrets. */
export const DEFAULT_REQUIRED: readonly Role[] = ["admin", "compliance"];

export interface PolicyRow {
  role: string;
  required: boolean;
}

export type SecondFactorPolicy = Record<Role, boolean>;

/** The policy from its saved rows, each role without one on its default. */
export function policyOf(rows: readonly PolicyRow[]): SecondFactorPolicy {
  const policy = Object.fromEntries(ROLES.map((role) => [role, DEFAULT_REQUIRED.includes(role)]));
  for (const row of rows) {
    const role = roleSchema.safeParse(row.role);
    if (role.success) policy[role.data] = row.required;
  }
  return policy as SecondFactorPolicy;
}

/** Whether a person with these roles must have a second factor: any one role requiring it is enough. */
export function factorRequired(roles: readonly Role[], rows: readonly PolicyRow[]): boolean {
  const policy = policyOf(rows);
  return roles.some((role) => policy[role]);
}

export async function readPolicy(db: Db): Promise<SecondFactorPolicy> {
  return policyOf(await db.secondFactorPolicy.findMany());
}

/** Saves a required flag for every role (building block: audited by `adminSavePolicy`). */
/** Saves the policy of every role; called inside a transaction, so all roles change at once. */
export async function savePolicy(tx: DbTx, policy: SecondFactorPolicy): Promise<void> {
  for (const role of ROLES) {
    await tx.secondFactorPolicy.upsert({
      where: { role },
      create: { role, required: policy[role] },
      update: { required: policy[role] },
    });
  }
}

export async function requiredFor(db: DbTx, roles: readonly Role[]): Promise<boolean> {
  return factorRequired(roles, await db.secondFactorPolicy.findMany());
}
