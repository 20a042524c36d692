import { roleSchema } from "@/lib/auth/roles";
import type { DbTx } from "@/lib/db/client";
import { requiredFor } from "./policy";

export interface FactorStatus {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export async function factorStatus(db: DbTx, userId: string): Promise<FactorStatus> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    db.totpFactor.count({ where: { userId, confirmedAt: { not: null } } }),
    db.passkey.count({ where: { userId } }),
    db.recoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return { totp: totp > 0, passkeys, recoveryCodesLeft };
}

export function hasFactor(status: FactorStatus): boolean {
  return status.totp || status.passkeys > 0;
}

/** Whether a password sign-in of this person opens a session at its second-factor step. */
export async function secondFactorDue(db: DbTx, userId: string): Promise<boolean> {
  return hasFactor(await factorStatus(db, userId)) || factorRequiredOf(db, userId);
}

/** Whether the person's roles require a second factor, so their last one may not be removed. */
export async function factorRequiredOf(db: DbTx, userId: string): Promise<boolean> {
  const rows = await db.userRole.findMany({ where: { userId } });
  return requiredFor(
    db,
    rows.flatMap(({ role }) => roleSchema.safeParse(role).data ?? []),
  );
}
