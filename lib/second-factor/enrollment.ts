import type { Requester } from "@/lib/audit/requester";
import { completeFactorStep, type SessionUser } from "@/lib/auth/sessions";
import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
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
 * A new factor that holds completes the session's enrollment step, if it was at one; audited, and its owner told
 * by email, in the same transaction.
 */
export async function completeEnrollment(
  tx: DbTx,
  by: Requester<SessionUser>,
  method: Method,
  now = new Date(),
): Promise<void> {
  await completeFactorStep(tx, by.user.sessionId);
  await auditOwn(tx, by, { action: "second_factor.enroll", outcome: "success", detail: { method } });
  await notify(tx, {
    kind: "security.factorAdded",
    params: { at: now.toISOString(), method },
    eventKey: `${by.user.id}|${method}|${now.toISOString()}`,
    to: { users: [by.user.id] },
  });
}
