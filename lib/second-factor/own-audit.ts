import { type AuditEntry, audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { DbTx } from "@/lib/db/client";

/**
 * An audit entry about a person's own second factors: by them, about them, from where they are; in the
 * transaction of the change it describes, when there is one.
 */
export function auditOwn(
  tx: DbTx,
  by: Requester<SessionUser>,
  entry: Pick<AuditEntry, "action" | "outcome" | "detail">,
): Promise<void> {
  return audit(tx, by, { target: { type: "user", id: by.user.id }, ...entry });
}
