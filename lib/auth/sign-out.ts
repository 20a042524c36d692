import { audit } from "@/lib/audit/audit";
import type { Db } from "@/lib/db/client";

/**
 * Ends a session in the database, so its cookie is worthless even if it was copied, and audits it once,
 * whichever way the sign-out came (the app's menu or next-auth's own /api/auth/signout).
 */
export async function endSession(
  db: Db,
  sessionId: string,
  ip: string | null,
  now = new Date(),
): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.session.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: now },
    });
    if (count === 0) return;
    const session = await tx.session.findUnique({ where: { id: sessionId }, include: { user: true } });
    await audit(tx, { user: session?.user, ip }, { action: "auth.sign_out", outcome: "success" });
  });
}
