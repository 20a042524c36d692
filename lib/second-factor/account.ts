import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { completeFactorStep, type SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { factorRequiredOf, factorStatus, hasFactor } from "./factors";
import { replaceRecoveryCodes } from "./recovery-store";
import { totpUri } from "./totp";
import { removeTotp, spendTotpCode, startTotp } from "./totp-factor";

// What a person does to their own second factors, each change audited.

/** A new secret for the person's authenticator app, as a QR code's address and a key to type. */
export async function startTotpEnrollment(db: Db, by: Requester<SessionUser>) {
  const secret = await startTotp(db, by.user.id);
  if (!secret) throw new AppError("totp_enrolled");
  return { secret, uri: totpUri(secret, by.user.email) };
}

/**
 * The first code from the app confirms it has the secret: the factor counts from now on, the session's
 * enrollment step (if it was at one) is done, and ten new recovery codes are returned to be shown once.
 */
export async function confirmTotpEnrollment(
  db: Db,
  code: string,
  by: Requester<SessionUser>,
  now = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  const { user, ip } = by;
  const target = { type: "user", id: user.id };
  const check = await spendTotpCode(db, user.id, code, false, now);
  if (check !== "accepted") {
    await audit(db, {
      actor: user,
      action: "second_factor.enroll",
      target,
      outcome: "failure",
      detail: { method: "totp", reason: check },
      ip,
    });
    throw new AppError(check === "none" ? "enrollment_expired" : "invalid_code");
  }
  const recoveryCodes = await replaceRecoveryCodes(db, user.id);
  await completeFactorStep(db, user.sessionId);
  await audit(db, {
    actor: user,
    action: "second_factor.enroll",
    target,
    outcome: "success",
    detail: { method: "totp" },
    ip,
  });
  return { recoveryCodes };
}

/** Removes the authenticator app; refused when the person's roles require a factor and it is their last one. */
export async function removeOwnTotp(db: Db, by: Requester<SessionUser>): Promise<void> {
  const { user, ip } = by;
  const status = await factorStatus(db, user.id);
  if (!status.totp) throw new AppError("no_second_factor");
  if (status.passkeys === 0 && (await factorRequiredOf(db, user.id)))
    throw new AppError("second_factor_required");
  await removeTotp(db, user.id);
  if (status.passkeys === 0) await db.recoveryCode.deleteMany({ where: { userId: user.id } });
  await audit(db, {
    actor: user,
    action: "second_factor.remove",
    target: { type: "user", id: user.id },
    outcome: "success",
    detail: { method: "totp" },
    ip,
  });
}

/** Ten new recovery codes, the old ones no longer valid; only for someone with a factor. */
export async function regenerateRecoveryCodes(
  db: Db,
  by: Requester<SessionUser>,
): Promise<{ recoveryCodes: string[] }> {
  const { user, ip } = by;
  if (!hasFactor(await factorStatus(db, user.id))) throw new AppError("no_second_factor");
  const recoveryCodes = await replaceRecoveryCodes(db, user.id);
  await audit(db, {
    actor: user,
    action: "second_factor.recovery_codes",
    target: { type: "user", id: user.id },
    outcome: "success",
    ip,
  });
  return { recoveryCodes };
}
