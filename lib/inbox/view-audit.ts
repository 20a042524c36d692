import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { DECISION_TARGET } from "./detail";

/**
 * One view of a decision lasts this long: the page rendering again meanwhile (a refresh after an action, the
 * page polling) is the same view, so the audit log holds who looked at which decision, not every render.
 */
export const DECISION_VIEW_MS = 10 * 60_000;

/** Audits that this person views this decision, unless their last view of it is still running. */
export async function auditDecisionView(
  db: Db,
  by: Requester,
  decisionId: string,
  now = new Date(),
): Promise<"recorded" | "same_view"> {
  const running = await db.auditEvent.findFirst({
    where: {
      actorId: by.user.id,
      action: "inbox.view_decision",
      targetType: DECISION_TARGET,
      targetId: decisionId,
      at: { gt: new Date(now.getTime() - DECISION_VIEW_MS) },
    },
    select: { id: true },
  });
  if (running) return "same_view";
  await audit(db, by, {
    action: "inbox.view_decision",
    target: { type: DECISION_TARGET, id: decisionId },
    outcome: "success",
  });
  return "recorded";
}
