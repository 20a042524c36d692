import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { repeatedRefusals } from "@/lib/audit/repeated-refusals";
import { verifyPassword } from "@/lib/auth/password";
import { admitPasswordCheck } from "@/lib/auth/sign-in-throttle";
import { recordProof } from "@/lib/auth/step-up";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { factorStatus, hasFactor } from "./factors";
import { auditOwn } from "./own-audit";
import { provePasskey } from "./passkeys";
import type { RelyingParty } from "./relying-party";
import { checkSecondFactor, type SecondStepRequester } from "./second-step";
import { checkCode, codeMethod } from "./verify";

export interface StepUpInput {
  password: string;
  /** A code of the person's app or a recovery code (both also serve at sign-in). */
  code?: string;
  passkey?: { challengeId: string; response: AuthenticationResponseJSON };
}

/**
 * "Confirm it's you": the password and, when the person has one, a second factor, proven again by a signed-in
 * session so that it may change factors or the password for the next minutes (lib/auth/step-up.ts). Counted
 * like a sign-in before anything is checked (the password in the person's own-password bucket and the hash
 * budget, the factor in the second step's buckets of this device or address), every outcome audited as
 * `auth.step_up`.
 */
export async function confirmIdentity(
  db: Db,
  by: SecondStepRequester,
  input: StepUpInput,
  rp: () => RelyingParty,
  now = new Date(),
): Promise<void> {
  const { user } = by;
  const stored = await db.user.findUnique({ where: { id: user.id } });
  if (!stored) throw new AppError("unauthenticated");
  const admission = await admitPasswordCheck(db, user.id, now);
  if (!admission.ok) {
    if (repeatedRefusals.first(`step-up:${user.id}`, now)) {
      await auditOwn(db, by, {
        action: "auth.step_up",
        outcome: "denied",
        detail: { method: "password", reason: "throttled" },
      });
    }
    throw new AppError("throttled", admission.retryAfterMs);
  }
  if (!(await verifyPassword(stored.passwordHash, input.password))) {
    await auditOwn(db, by, {
      action: "auth.step_up",
      outcome: "failure",
      detail: { method: "password", reason: "wrong_password" },
    });
    throw new AppError("wrong_password");
  }
  await admission.succeeded();
  const factor = hasFactor(await factorStatus(db, user.id));
  let method = "password";
  if (factor) {
    const { passkey } = input;
    const code = input.code ?? "";
    if (passkey) {
      method = "passkey";
      const relyingParty = rp();
      await checkSecondFactor(
        db,
        by,
        method,
        async () =>
          (await provePasskey(db, user.id, passkey, relyingParty, now)) ? null : { error: "passkey_failed" },
        now,
        undefined,
        "auth.step_up",
      );
    } else {
      method = code ? codeMethod(code) : "none";
      await checkSecondFactor(
        db,
        by,
        method,
        async () => (code ? checkCode(db, user.id, code, now) : { error: "step_up_factor_missing" }),
        now,
        undefined,
        "auth.step_up",
      );
    }
  }
  await db.$transaction(async (tx) => {
    await recordProof(tx, user.sessionId, { password: true, factor }, now);
    const detail: Record<string, string | number> = { method };
    if (method === "recovery_code")
      detail.left = await tx.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
    await auditOwn(tx, by, { action: "auth.step_up", outcome: "success", detail });
  });
}
