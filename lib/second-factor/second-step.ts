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
 * What every second step of a sign-in shares, whatever the proof (an app's code, a recovery code, a passkey):
 * counted before it is checked (throttle.ts), each refusal audited, and a right one replaces the session by a
 * complete one with a new id, which it returns (for the action to give the browser its cookie). `prove` answers
 * null when the proof holds. The success is the caller's to audit: it says what was used.
 */
export async function passSecondStep(
  db: Db,
  by: Requester<SessionUser>,
  method: string,
  prove: () => Promise<SecondStepRefusal | null>,
  now: Date,
  rule = SECOND_FACTOR_RULE,
): Promise<string | null> {
  const { user } = by;
  const admission = await admitCode(db, user.id, now, rule);
  if (!admission.ok) {
    if (repeatedRefusals.first(`second-factor:${user.id}`, now)) {
      await auditOwn(db, by, {
        action: "auth.second_factor",
        outcome: "denied",
        detail: { method, reason: "throttled" },
      });
    }
    throw new AppError("throttled", admission.retryAfterMs);
  }
  const refusal = await prove();
  if (refusal) {
    const { error, reason } = refusal;
    await auditOwn(db, by, {
      action: "auth.second_factor",
      outcome: "failure",
      detail: reason ? { method, reason } : { method },
    });
    throw new AppError(error);
  }
  await codeSucceeded(db, user.id);
  return replaceAtFactorStep(db, user.sessionId, now);
}
