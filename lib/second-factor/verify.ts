import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { completeFactorStep, type SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { spendRecoveryCode } from "./recovery-store";
import { admitCode, codeSucceeded, SECOND_FACTOR_RULE } from "./throttle";
import { isTotpShape } from "./totp";
import { spendTotpCode } from "./totp-factor";

/**
 * The second step of a password sign-in: a code of the person's authenticator app, or one of their recovery
 * codes. Counted before it is checked (throttle.ts); a right one completes the session. Every outcome is audited.
 */
export async function verifySecondFactor(
  db: Db,
  code: string,
  by: Requester<SessionUser>,
  now = new Date(),
  rule = SECOND_FACTOR_RULE,
): Promise<{ method: "totp" | "recovery_code"; recoveryCodesLeft: number | null }> {
  const { user, ip } = by;
  const target = { type: "user", id: user.id };
  const method = isTotpShape(code) ? "totp" : "recovery_code";
  const admission = await admitCode(db, user.id, now, rule);
  if (!admission.ok) {
    await audit(db, {
      actor: user,
      action: "auth.second_factor",
      target,
      outcome: "denied",
      detail: { method, reason: "throttled" },
      ip,
    });
    throw new AppError("throttled", admission.retryAfterMs);
  }
  const check =
    method === "totp"
      ? await spendTotpCode(db, user.id, code, true, now)
      : (await spendRecoveryCode(db, user.id, code, now))
        ? "accepted"
        : "wrong";
  if (check !== "accepted") {
    await audit(db, {
      actor: user,
      action: "auth.second_factor",
      target,
      outcome: "failure",
      detail: { method, reason: check },
      ip,
    });
    throw new AppError(check === "replayed" ? "code_used" : "invalid_code");
  }
  await codeSucceeded(db, user.id);
  await completeFactorStep(db, user.sessionId);
  if (method === "totp") {
    await audit(db, {
      actor: user,
      action: "auth.second_factor",
      target,
      outcome: "success",
      detail: { method },
      ip,
    });
    return { method, recoveryCodesLeft: null };
  }
  const recoveryCodesLeft = await db.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
  await audit(db, {
    actor: user,
    action: "second_factor.recovery_use",
    target,
    outcome: "success",
    detail: { left: recoveryCodesLeft },
    ip,
  });
  return { method, recoveryCodesLeft };
}
