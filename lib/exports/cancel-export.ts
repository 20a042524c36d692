import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { requestCancel } from "./jobs";
import { exportViewer } from "./viewer";

/** Cancels an export the person may see (their own, or any if they see all), audited. */
export async function cancelExport(db: Db, by: Requester<SessionUser>, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await requestCancel(tx, id, exportViewer(by.user));
    await audit(tx, by, { action: "export.cancel", target: { type: "export", id }, outcome: "success" });
  });
}
