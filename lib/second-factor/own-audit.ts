import { type AuditEntry, audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";

/** An audit entry about a person's own second factors: by them, about them, from where they are. */
export function auditOwn(
  db: Db,
  by: Requester<SessionUser>,
  entry: Pick<AuditEntry, "action" | "outcome" | "detail">,
): Promise<void> {
  return audit(db, { actor: by.user, target: { type: "user", id: by.user.id }, ip: by.ip, ...entry });
}
