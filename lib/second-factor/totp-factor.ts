import { keyring } from "@/lib/crypto/keys";
import { open, seal } from "@/lib/crypto/secret-box";
import type { Db, DbTx } from "@/lib/db/client";
import { newTotpSecret, TOTP_PERIOD, totpStep } from "./totp";

/** The context a TOTP secret is sealed under (lib/secrets/reseal.ts re-seals the column with it). */
export const TOTP_CONTEXT = "totpSecret";

export type CodeCheck = "accepted" | "wrong" | "replayed" | "none";

/**
 * A new secret waiting for its first code, replacing one that was never confirmed. Refused (null) while a
 * confirmed one exists: it is removed first, so a replacement never leaves a gap.
 */
export async function startTotp(db: Db, userId: string): Promise<string | null> {
  const existing = await db.totpFactor.findUnique({ where: { userId } });
  if (existing?.confirmedAt) return null;
  const secret = newTotpSecret();
  const secretSealed = seal(secret, keyring().current, TOTP_CONTEXT);
  await db.totpFactor.upsert({
    where: { userId },
    create: { userId, secretSealed, period: TOTP_PERIOD },
    update: { secretSealed, period: TOTP_PERIOD, lastUsedStep: null, createdAt: new Date() },
  });
  return secret;
}

/** Saves a confirmed factor with a known secret (the e2e seed's; enrollment goes through `startTotp`). */
export async function saveConfirmedTotp(
  db: Db,
  userId: string,
  secret: string,
  period = TOTP_PERIOD,
): Promise<void> {
  const secretSealed = seal(secret, keyring().current, TOTP_CONTEXT);
  await db.totpFactor.upsert({
    where: { userId },
    create: { userId, secretSealed, period, confirmedAt: new Date() },
    update: { secretSealed, period, confirmedAt: new Date(), lastUsedStep: null },
  });
}

/**
 * Checks a code against the person's factor (`confirmed`: the enrolled one, else the one being enrolled) and,
 * when it is right, records its time step in the same conditional update that refuses a step already used:
 * of two requests with one code, on any instance, one is accepted.
 */
export async function spendTotpCode(
  db: Db,
  userId: string,
  code: string,
  confirmed: boolean,
  now: Date,
): Promise<CodeCheck> {
  const factor = await db.totpFactor.findUnique({ where: { userId } });
  if (!factor || (factor.confirmedAt !== null) !== confirmed) return "none";
  const secret = open(factor.secretSealed, keyring(), TOTP_CONTEXT);
  const step = totpStep(secret, code, factor.period, now);
  if (step === null) return "wrong";
  const { count } = await db.totpFactor.updateMany({
    where: { id: factor.id, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step, ...(confirmed ? {} : { confirmedAt: now }) },
  });
  return count === 1 ? "accepted" : "replayed";
}

export async function removeTotp(db: DbTx, userId: string): Promise<boolean> {
  const { count } = await db.totpFactor.deleteMany({ where: { userId } });
  return count > 0;
}
