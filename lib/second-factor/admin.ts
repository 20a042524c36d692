import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { ROLES } from "@/lib/auth/roles";
import { revokeUserSessions } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import { type SecondFactorPolicy, savePolicy } from "./policy";

// What an admin does to second factors: each audited.

/**
 * Removes every factor of a person (app, recovery codes, passkeys) and ends their sessions: a lost phone, or a
 * factor that may be in someone else's hands. If their roles require one, their next sign-in enrolls anew.
 */
export async function adminResetSecondFactors(
  db: Db,
  by: Requester,
  userId: string,
  now = new Date(),
): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError("user_not_found");
  await db.$transaction(async (tx) => {
    const totp = await tx.totpFactor.deleteMany({ where: { userId } });
    const recovery = await tx.recoveryCode.deleteMany({ where: { userId } });
    const passkeys = await tx.passkey.deleteMany({ where: { userId } });
    await revokeUserSessions(tx, userId);
    await audit(tx, by, {
      action: "user.reset_second_factor",
      target: { type: "user", id: userId },
      outcome: "success",
      detail: { totp: totp.count > 0, passkeys: passkeys.count, recoveryCodes: recovery.count },
    });
    await notify(tx, {
      kind: "security.factorsReset",
      params: { at: now.toISOString() },
      eventKey: `${userId}|${now.toISOString()}`,
      to: { users: [userId] },
    });
  });
}

export async function adminSavePolicy(db: Db, by: Requester, policy: SecondFactorPolicy): Promise<void> {
  await db.$transaction(async (tx) => {
    await savePolicy(tx, policy);
    await audit(tx, by, {
      action: "second_factor.policy_update",
      outcome: "success",
      detail: { required: ROLES.filter((role) => policy[role]).join(",") },
    });
  });
}
