import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { completeFactorStep, type SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { authenticationOptions, provePasskey } from "./passkeys";
import type { RelyingParty } from "./relying-party";
import { admitCode, codeSucceeded } from "./throttle";

/** The second step of a password sign-in with one of the person's passkeys: its challenge. */
export function startPasskeyVerification(db: Db, by: Requester<SessionUser>, rp: RelyingParty) {
  return authenticationOptions(db, by.user.id, rp);
}

/** The passkey's answer: counted like a code (throttle.ts), audited, and a right one completes the session. */
export async function verifyWithPasskey(
  db: Db,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  by: Requester<SessionUser>,
  rp: RelyingParty,
  now = new Date(),
): Promise<void> {
  const { user, ip } = by;
  const target = { type: "user", id: user.id };
  const admission = await admitCode(db, user.id, now);
  if (!admission.ok) {
    await audit(db, {
      actor: user,
      action: "auth.second_factor",
      target,
      outcome: "denied",
      detail: { method: "passkey", reason: "throttled" },
      ip,
    });
    throw new AppError("throttled", admission.retryAfterMs);
  }
  if (!(await provePasskey(db, user.id, input, rp, now))) {
    await audit(db, {
      actor: user,
      action: "auth.second_factor",
      target,
      outcome: "failure",
      detail: { method: "passkey" },
      ip,
    });
    throw new AppError("passkey_failed");
  }
  await codeSucceeded(db, user.id);
  await completeFactorStep(db, user.sessionId);
  await audit(db, {
    actor: user,
    action: "auth.second_factor",
    target,
    outcome: "success",
    detail: { method: "passkey" },
    ip,
  });
}
