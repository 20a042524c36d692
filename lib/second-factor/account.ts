import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import { requireRecentProof } from "@/lib/auth/step-up";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import { completeEnrollment, refuseEnrollment } from "./enrollment";
import { factorRequiredOf, factorStatus, hasFactor } from "./factors";
import { auditOwn } from "./own-audit";
import { dropRecoveryCodesWithoutFactor, replaceRecoveryCodes } from "./recovery-store";
import { totpUri } from "./totp";
import { removeTotp, spendTotpCode, startTotp } from "./totp-factor";

// What a person does to their own second factors, each change audited.

/**
 * A new secret for the person's authenticator app, as a QR code's address and a key to type; only after a
 * recent proof (step-up.ts). Its confirmation needs none of its own: the secret reached only this proven
 * start, and the first code proves the app holds it.
 */
export async function startTotpEnrollment(db: Db, by: Requester<SessionUser>) {
  await requireRecentProof(db, by.user);
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
  by: Requester<SessionUser>,
  code: string,
  now = new Date(),
): Promise<{ recoveryCodes: string[] }> {
  const check = await spendTotpCode(db, by.user.id, code, false, now);
  if (check !== "accepted")
    return refuseEnrollment(db, by, "totp", check === "none" ? "enrollment_expired" : "invalid_code", check);
  return db.$transaction(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, by.user.id);
    await completeEnrollment(tx, by, "totp");
    return { recoveryCodes };
  });
}

/** Removes the authenticator app (after a recent proof); refused when the person's roles require a factor and it is their last one. */
export async function removeOwnTotp(db: Db, by: Requester<SessionUser>, now = new Date()): Promise<void> {
  const { user } = by;
  await requireRecentProof(db, user);
  const status = await factorStatus(db, user.id);
  if (!status.totp) throw new AppError("no_second_factor");
  if (status.passkeys === 0 && (await factorRequiredOf(db, user.id)))
    throw new AppError("second_factor_required");
  await db.$transaction(async (tx) => {
    await removeTotp(tx, user.id);
    await auditOwn(tx, by, {
      action: "second_factor.remove",
      outcome: "success",
      detail: { method: "totp" },
    });
    await notify(tx, {
      kind: "security.factorRemoved",
      params: { at: now.toISOString(), method: "totp" },
      eventKey: `${user.id}|totp|${now.toISOString()}`,
      to: { users: [user.id] },
    });
  });
  // After the commit: a passkey removed at the same moment sees the app gone too.
  await dropRecoveryCodesWithoutFactor(db, user.id);
}

/** Ten new recovery codes, the old ones no longer valid; only for someone with a factor, after a recent proof. */
export async function regenerateRecoveryCodes(
  db: Db,
  by: Requester<SessionUser>,
): Promise<{ recoveryCodes: string[] }> {
  await requireRecentProof(db, by.user);
  if (!hasFactor(await factorStatus(db, by.user.id))) throw new AppError("no_second_factor");
  return db.$transaction(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, by.user.id);
    await auditOwn(tx, by, { action: "second_factor.recovery_codes", outcome: "success" });
    return { recoveryCodes };
  });
}
