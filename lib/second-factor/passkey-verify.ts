import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { auditOwn } from "./own-audit";
import { authenticationOptions, provePasskey } from "./passkeys";
import type { RelyingParty } from "./relying-party";
import { passSecondStep, type SecondStepRequester } from "./second-step";
import { SECOND_FACTOR_LIMITS } from "./throttle";

/** The second step of a password sign-in with one of the person's passkeys: its challenge. */
export function startPasskeyVerification(db: Db, by: Requester<SessionUser>, rp: RelyingParty) {
  return authenticationOptions(db, by.user.id, rp);
}

/**
 * The passkey's answer: counted like a code (second-step.ts), audited, and a right one replaces the session by a
 * complete one, whose id it returns (for the browser's cookie).
 */
export async function verifyWithPasskey(
  db: Db,
  by: SecondStepRequester,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  rp: RelyingParty,
  now = new Date(),
): Promise<string | null> {
  const sessionId = await passSecondStep(
    db,
    by,
    "passkey",
    async () => ((await provePasskey(db, by.user.id, input, rp, now)) ? null : { error: "passkey_failed" }),
    now,
    SECOND_FACTOR_LIMITS,
    (tx) =>
      auditOwn(tx, by, { action: "auth.second_factor", outcome: "success", detail: { method: "passkey" } }),
  );
  return sessionId;
}
