import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import { requireRecentProof } from "@/lib/auth/step-up";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import { completeEnrollment, refuseEnrollment } from "./enrollment";
import { factorRequiredOf, factorStatus } from "./factors";
import { auditOwn } from "./own-audit";
import { registerPasskey, registrationOptions } from "./passkeys";
import { dropRecoveryCodesWithoutFactor, replaceRecoveryCodes } from "./recovery-store";
import type { RelyingParty } from "./relying-party";

// A person's own passkeys: registered (from My account, or as the first factor at sign-in) and removed, audited.

/** A new passkey's options, only after a recent proof (step-up.ts), like its saving. */
export async function startPasskeyRegistration(db: Db, by: Requester<SessionUser>, rp: RelyingParty) {
  await requireRecentProof(db, by.user);
  return registrationOptions(db, by.user, rp);
}

/**
 * Saves the new passkey when the authenticator's answer holds. Like a first code of an app, it completes the
 * session's enrollment step; recovery codes come with it when the person has none left.
 */
export async function addPasskey(
  db: Db,
  by: Requester<SessionUser>,
  input: { challengeId: string; name: string; response: RegistrationResponseJSON },
  rp: RelyingParty,
): Promise<{ recoveryCodes: string[] | null }> {
  const { user } = by;
  await requireRecentProof(db, user);
  if (!(await registerPasskey(db, user.id, input, rp)))
    return refuseEnrollment(db, by, "passkey", "passkey_failed");
  const { recoveryCodesLeft } = await factorStatus(db, user.id);
  return db.$transaction(async (tx) => {
    const recoveryCodes = recoveryCodesLeft === 0 ? await replaceRecoveryCodes(tx, user.id) : null;
    await completeEnrollment(tx, by, "passkey");
    return { recoveryCodes };
  });
}

/**
 * Removes one of the person's passkeys (after a recent proof); refused when their roles require a factor and it
 * is their last one. With the last factor go the recovery codes: they would otherwise wait, unused, to count
 * again as a factor.
 */
export async function removePasskey(
  db: Db,
  by: Requester<SessionUser>,
  id: string,
  now = new Date(),
): Promise<void> {
  const { user } = by;
  await requireRecentProof(db, user);
  const key = await db.passkey.findFirst({ where: { id, userId: user.id } });
  if (!key) throw new AppError("passkey_not_found");
  const status = await factorStatus(db, user.id);
  if (!status.totp && status.passkeys === 1 && (await factorRequiredOf(db, user.id)))
    throw new AppError("second_factor_required");
  await db.$transaction(async (tx) => {
    const { count } = await tx.passkey.deleteMany({ where: { id, userId: user.id } });
    await auditOwn(tx, by, {
      action: "second_factor.remove",
      outcome: "success",
      detail: { method: "passkey" },
    });
    // Of two removals of one passkey at once, only the one that deleted it tells its owner.
    if (count === 1) {
      await notify(tx, {
        kind: "security.factorRemoved",
        params: { at: now.toISOString(), method: "passkey" },
        eventKey: `${user.id}|passkey|${id}`,
        to: { users: [user.id] },
      });
    }
  });
  // After the commit: of two last passkeys removed at once, the later check sees both gone.
  await dropRecoveryCodesWithoutFactor(db, user.id);
}
