import { repeatedRefusals } from "@/lib/audit/repeated-refusals";
import type { Requester } from "@/lib/audit/requester";
import type { KnownDevice } from "@/lib/auth/device-cookie";
import { replaceAtFactorStep, type SessionUser } from "@/lib/auth/sessions";
import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { auditOwn } from "./own-audit";
import { admitSecondStep, SECOND_FACTOR_LIMITS, type SecondFactorLimits } from "./throttle";

/** Why a proof was refused: the error the person sees and, when there is one, the reason the audit keeps. */
export interface SecondStepRefusal {
  error: string;
  reason?: string;
}

/** Who proves a second factor: the person at their step, from an address, with the browser's device cookie. */
export type SecondStepRequester = Requester<SessionUser> & { device?: KnownDevice | null };

/**
/**
 * What every proof of a second factor shares, whatever the proof (an app's code, a recovery code, a passkey)
 * and whatever it is for (a sign-in's second step, a step-up): counted before it is checked (throttle.ts: per
 * device or address, and for a client new to the account in its ceiling), each refusal audited under `action`,
 * and a right one clears the client's count. `prove` answers null when the proof holds. The success is the
 * caller's to audit: it says what was used.
 */
export async function checkSecondFactor(
  db: Db,
  by: SecondStepRequester,
  method: string,
  prove: () => Promise<SecondStepRefusal | null>,
  now: Date,
  limits: SecondFactorLimits = SECOND_FACTOR_LIMITS,
  action: "auth.second_factor" | "auth.step_up" = "auth.second_factor",
): Promise<void> {
  const { user } = by;
  const client = { ip: by.ip, device: by.device ?? null };
  const admission = await admitSecondStep(db, user, client, now, limits);
  if (!admission.ok) {
    if (repeatedRefusals.first(admission.key, now)) {
      await auditOwn(db, by, { action, outcome: "denied", detail: { method, reason: "throttled" } });
    }
    throw new AppError("throttled", admission.retryAfterMs);
  }
  const refusal = await prove();
  if (refusal) {
    const { error, reason } = refusal;
    await auditOwn(db, by, { action, outcome: "failure", detail: reason ? { method, reason } : { method } });
    throw new AppError(error);
  }
  await admission.succeeded();
}

/**
 * The second step of a sign-in: the proof checked as above, and a right one replaces the session by a complete
 * one with a new id, which it returns (for the action to give the browser its cookie); the caller's audit entry
 * of the success commits with that replacement.
 */
export async function passSecondStep(
  db: Db,
  by: SecondStepRequester,
  method: string,
  prove: () => Promise<SecondStepRefusal | null>,
  now: Date,
  limits: SecondFactorLimits,
  audited: (tx: DbTx) => Promise<void>,
): Promise<string | null> {
  await checkSecondFactor(db, by, method, prove, now, limits);
  return db.$transaction(async (tx) => {
    const sessionId = await replaceAtFactorStep(tx, by.user.sessionId, now);
    await audited(tx);
    return sessionId;
  });
}
