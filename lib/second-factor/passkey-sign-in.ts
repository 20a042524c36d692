import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { audit } from "@/lib/audit/audit";
import { repeatedRefusals } from "@/lib/audit/repeated-refusals";
import type { SessionPolicy } from "@/lib/auth/sessions";
import { openSignedIn, type SignedIn } from "@/lib/auth/signed-in";
import type { Db } from "@/lib/db/client";
import { addressBucket } from "@/lib/http/address-bucket";
import { countSignIn } from "@/lib/metrics/record";
import { provePasskey } from "./passkeys";
import type { RelyingParty } from "./relying-party";

export type PasskeySignIn = SignedIn | { ok: false; reason: "passkey_failed" | "disabled" };

/**
 * Passwordless sign-in: a discoverable passkey that verified the person (PIN or biometrics) is something they
 * have and something they know or are, so the session is complete at once, whatever the policy asks.
 */
export async function signInWithPasskey(
  db: Db,
  input: { challengeId: string; response: AuthenticationResponseJSON },
  ip: string | null,
  policy: SessionPolicy,
  rp: RelyingParty,
  now = new Date(),
): Promise<PasskeySignIn> {
  const proven = await provePasskey(db, null, input, rp, now);
  const user = proven ? await db.user.findUnique({ where: { id: proven.userId } }) : null;
  if (!user) {
    // Anyone can send answers: refusals are audited once a minute per address (every one is in the metrics).
    if (repeatedRefusals.first(`passkey:${addressBucket(ip)}`, now)) {
      await audit(
        db,
        { user: null, ip },
        {
          action: "auth.sign_in",
          outcome: "failure",
          detail: { method: "passkey", reason: "invalid" },
        },
      );
    }
    countSignIn("invalid");
    return { ok: false, reason: "passkey_failed" };
  }
  const target = { type: "user", id: user.id };
  if (user.disabledAt) {
    await audit(
      db,
      { user: null, ip },
      {
        action: "auth.sign_in",
        target,
        outcome: "denied",
        detail: { method: "passkey", reason: "disabled" },
      },
    );
    countSignIn("disabled");
    return { ok: false, reason: "disabled" };
  }
  const signedIn = await openSignedIn(db, user, policy, now, true, (tx) =>
    audit(
      tx,
      { user, ip },
      { action: "auth.sign_in", target, outcome: "success", detail: { method: "passkey" } },
    ),
  );
  countSignIn("success");
  return signedIn;
}
