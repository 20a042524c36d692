import { repeatedRefusals } from "@/lib/audit/repeated-refusals";
import type { Requester } from "@/lib/audit/requester";
import { replaceAtFactorStep, type SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { auditOwn } from "./own-audit";
import { admitCode, codeSucceeded, SECOND_FACTOR_RULE } from "./throttle";

/** Why a proof was refused: the error the person sees and, when there is one, the reason the audit keeps. */
export interface SecondStepRefusal {
  error: string;
  reason?: string;
}

/**
 * What every proof of a second factor shares, whatever the proof (an app's code, a recovery code, a passkey)
 * and whatever it is for (a sign-in's second step, a step-up): counted before it is checked (throttle.ts), each
 * refusal audited under `action`, and a right one empties the person's bucket. `prove` answers null when the
 * proof holds. The success is the caller's to audit: it says what was used.
 */
export async function checkSecondFactor(
  db: Db,
  by: Requester<SessionUser>,
  method: string,
  prove: () => Promise<SecondStepRefusal | null>,
  now: Date,
  rule = SECOND_FACTOR_RULE,
  action: "auth.second_factor" | "auth.step_up" = "auth.second_factor",
): Promise<void> {
  const { user } = by;
  const admission = await admitCode(db, user.id, now, rule);
  if (!admission.ok) {
    if (repeatedRefusals.first(`second-factor:${user.id}`, now)) {
      await auditOwn(db, by, { action, outcome: "denied", detail: { method, reason: "throttled" } });
    }
    throw new AppError("throttled", admission.retryAfterMs);
  }
  const refusal = await prove();
  if (refusal) {
    const { error, reason } = refusal;
    await auditOwn(db, by, {
      action,
      outcome: "failure",
      detail: reason ? { method, reason } : { method },
    });
    throw new AppError(error);
  }
  await codeSucceeded(db, user.id);
}

/**
 * The second step of a sign-in: the proof checked as above, and a right one replaces the session by a complete
 * one with a new id, which it returns (for the action to give the browser its cookie).
 */
export async function passSecondStep(
  db: Db,
  by: Requester<SessionUser>,
  method: string,
  prove: () => Promise<SecondStepRefusal | null>,
  now: Date,
  rule = SECOND_FACTOR_RULE,
): Promise<string | null> {
  await checkSecondFactor(db, by, method, prove, now, rule);
  return replaceAtFactorStep(db, by.user.sessionId, now);
}
