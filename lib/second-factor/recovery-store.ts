import type { Db, DbTx } from "@/lib/db/client";
import { factorStatus, hasFactor } from "./factors";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes";

/** A new set of codes replacing every earlier one; the codes are returned to be shown once. */
export async function replaceRecoveryCodes(tx: DbTx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })),
  });
  return codes;
}

/** Spends a code: true once per code (one conditional update, so two requests with it cannot both pass). */
export async function spendRecoveryCode(db: Db, userId: string, typed: string, now: Date): Promise<boolean> {
  if (!looksLikeRecoveryCode(typed)) return false;
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(userId, typed), usedAt: null },
    data: { usedAt: now },
  });
  return count === 1;
}

/**
 * Recovery codes stand in for a factor, so they go with the last one. Checked after the removal, not before:
 * two removals at once must not each see the other's factor and both leave the codes.
 */
export async function dropRecoveryCodesWithoutFactor(db: DbTx, userId: string): Promise<void> {
  if (!hasFactor(await factorStatus(db, userId))) await db.recoveryCode.deleteMany({ where: { userId } });
}
