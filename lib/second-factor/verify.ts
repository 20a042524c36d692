import type { Db } from "@/lib/db/client";
import { auditOwn } from "./own-audit";
import { spendRecoveryCode } from "./recovery-store";
import { passSecondStep, type SecondStepRefusal, type SecondStepRequester } from "./second-step";
import { SECOND_FACTOR_LIMITS } from "./throttle";
import { isTotpShape } from "./totp";
import { spendTotpCode } from "./totp-factor";

/** Which factor a typed code is of: six digits are the app's, anything else a recovery code. */
export const codeMethod = (code: string) => (isTotpShape(code) ? "totp" : "recovery_code");

/** Spends a code of the person's app or one of their recovery codes; null when it held. */
export async function checkCode(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<SecondStepRefusal | null> {
  const check =
    codeMethod(code) === "totp"
      ? await spendTotpCode(db, userId, code, true, now)
      : (await spendRecoveryCode(db, userId, code, now))
        ? "accepted"
        : "wrong";
  if (check === "accepted") return null;
  return { error: check === "replayed" ? "code_used" : "invalid_code", reason: check };
}

/**
 * The second step of a password sign-in: a code of the person's authenticator app, or one of their recovery
 * codes. Counted before it is checked (second-step.ts); a right one replaces the session by a complete one
 * (`sessionId`: for the browser's cookie, never for the browser to read). Every outcome is audited.
 */
export async function verifySecondFactor(
  db: Db,
  by: SecondStepRequester,
  code: string,
  now = new Date(),
  limits = SECOND_FACTOR_LIMITS,
): Promise<{ method: "totp" | "recovery_code"; recoveryCodesLeft: number | null; sessionId: string | null }> {
  const { user } = by;
  const method = codeMethod(code);
  let recoveryCodesLeft: number | null = null;
  const sessionId = await passSecondStep(
    db,
    by,
    method,
    () => checkCode(db, user.id, code, now),
    now,
    limits,
    async (tx) => {
      if (method === "totp") {
        await auditOwn(tx, by, { action: "auth.second_factor", outcome: "success", detail: { method } });
        return;
      }
      recoveryCodesLeft = await tx.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
      await auditOwn(tx, by, {
        action: "second_factor.recovery_use",
        outcome: "success",
        detail: { left: recoveryCodesLeft },
      });
    },
  );
  return { method, recoveryCodesLeft, sessionId };
}
