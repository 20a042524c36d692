import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { ROLES } from "@/lib/auth/roles";
import { revokeUserSessions } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { type SecondFactorPolicy, savePolicy } from "./policy";

// What an admin does to second factors: each audited.

/**
 * Removes every factor of a person (app, recovery codes, passkeys) and ends their sessions: a lost phone, or a
 * factor that may be in someone else's hands. If their roles require one, their next sign-in enrolls anew.
 */
export async function adminResetSecondFactors(db: Db, userId: string, by: Requester): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user) throw new AppError("user_not_found");
  const [totp, recovery, passkeys] = await db.$transaction([
    db.totpFactor.deleteMany({ where: { userId } }),
    db.recoveryCode.deleteMany({ where: { userId } }),
    db.passkey.deleteMany({ where: { userId } }),
  ]);
  await revokeUserSessions(db, userId);
  await audit(db, {
    actor: by.user,
    action: "user.reset_second_factor",
    target: { type: "user", id: userId },
    outcome: "success",
    detail: { totp: totp.count > 0, passkeys: passkeys.count, recoveryCodes: recovery.count },
    ip: by.ip,
  });
}

export async function adminSavePolicy(db: Db, policy: SecondFactorPolicy, by: Requester): Promise<void> {
  await savePolicy(db, policy);
  await audit(db, {
    actor: by.user,
    action: "second_factor.policy_update",
    outcome: "success",
    detail: { required: ROLES.filter((role) => policy[role]).join(",") },
    ip: by.ip,
  });
}
