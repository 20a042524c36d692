import type { AuditBy } from "@/lib/audit/audit";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { CUSTOMER_TARGET } from "./customer";
import { DECISION_VIEW_MS } from "./view-audit";

/** Audits that this person views this customer's page, unless their last view of it is still running. */
export async function auditCustomerView(
  db: Db,
  by: Requester,
  custId: string,
  now = new Date(),
): Promise<"recorded" | "same_view"> {
  const running = await db.auditEvent.findFirst({
    where: {
      actorId: by.user.id,
      action: "inbox.view_customer",
      targetType: CUSTOMER_TARGET,
      targetId: custId,
      outcome: "success",
      at: { gt: new Date(now.getTime() - DECISION_VIEW_MS) },
    },
    select: { id: true },
  });
  if (running) return "same_view";
  await audit(db, by, {
    action: "inbox.view_customer",
    target: { type: CUSTOMER_TARGET, id: custId },
    outcome: "success",
  });
  return "recorded";
}

const REFUSAL_WINDOW_MS = 60_000;

/**
 * Audits a refused view of a customer's page (a person without inbox.view), once per person, customer and
 * minute: a refusal anyone signed in can repeat at request rate.
 */
export async function auditCustomerViewRefused(db: Db, by: AuditBy, custId: string): Promise<void> {
  await audit(db, by, {
    action: "inbox.view_customer",
    target: { type: CUSTOMER_TARGET, id: custId },
    outcome: "denied",
    once: { key: `inbox.view_customer\n${by.user?.id ?? by.ip}\n${custId}`, windowMs: REFUSAL_WINDOW_MS },
  });
}
