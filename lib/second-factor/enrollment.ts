import type { Requester } from "@/lib/audit/requester";
import { completeFactorStep, type SessionUser } from "@/lib/auth/sessions";
import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { auditOwn } from "./own-audit";

type Method = "totp" | "passkey";

/** A new factor that did not hold (a wrong first code, an authenticator's answer refused): audited, refused. */
export async function refuseEnrollment(
  db: Db,
  by: Requester<SessionUser>,
  method: Method,
  error: string,
  reason?: string,
): Promise<never> {
  await auditOwn(db, by, {
    action: "second_factor.enroll",
    outcome: "failure",
    detail: reason ? { method, reason } : { method },
  });
  throw new AppError(error);
}

/**
 * A new factor that holds completes the session's enrollment step, if it was at one; audited in the same
 * transaction.
 */
export async function completeEnrollment(
  tx: DbTx,
  by: Requester<SessionUser>,
  method: Method,
): Promise<void> {
  await completeFactorStep(tx, by.user.sessionId);
  await auditOwn(tx, by, { action: "second_factor.enroll", outcome: "success", detail: { method } });
}
