import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { requestCancel } from "./jobs";
import { exportViewer } from "./viewer";

/** Cancels an export the person may see (their own, or any if they see all), audited. */
export async function cancelExport(db: Db, id: string, { user, ip }: Requester<SessionUser>): Promise<void> {
  await requestCancel(db, id, exportViewer(user));
  await audit(db, {
    actor: user,
    action: "export.cancel",
    target: { type: "export", id },
    outcome: "success",
    ip,
  });
}
