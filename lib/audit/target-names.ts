import type { Db } from "@/lib/db/client";
import { CUSTOMER_TARGET } from "@/lib/inbox/customer";
import { customerHref } from "@/lib/inbox/customer-href";
import { DECISION_TARGET } from "@/lib/inbox/detail";

/**
 * Target types the audit log can name and link: a decision by its reference, a customer by their custId (the
 * target's id itself), a user by their email.
 */
export const NAMED_TARGETS = { decision: DECISION_TARGET, customer: CUSTOMER_TARGET, user: "user" } as const;
type NamedTarget = (typeof NAMED_TARGETS)[keyof typeof NAMED_TARGETS];

/** What the reader may open, so only those targets are named (and linked). */
export interface TargetAccess {
  decisions: boolean;
  users: boolean;
}

export interface TargetName {
  /** The decision's originalReferenceNo or the customer's custId (unmasked, as the inbox shows them), or the user's email. */
  name: string;
  href: string;
}

/** The key of a target in the map `nameTargets` returns. */
export const targetKey = (type: string, id: string) => `${type}:${id}`;

/**
 * Names the targets of a page of audit events: one query per kind of target for the whole page, never one per
 * row. A target that no longer exists (a deleted user) or that the reader may not open stays unnamed.
 */
export async function nameTargets(
  db: Db,
  events: { targetType: string | null; targetId: string | null }[],
  access: TargetAccess,
): Promise<Map<string, TargetName>> {
  const idsOf = (type: NamedTarget) => [
    ...new Set(events.flatMap((e) => (e.targetType === type && e.targetId ? [e.targetId] : []))),
  ];
  const decisionIds = access.decisions ? idsOf(NAMED_TARGETS.decision) : [];
  const userIds = access.users ? idsOf(NAMED_TARGETS.user) : [];
  const [decisions, users] = await Promise.all([
    decisionIds.length === 0
      ? []
      : db.upgradeDecision.findMany({
          where: { id: { in: decisionIds } },
          select: { id: true, originalReferenceNo: true },
        }),
    userIds.length === 0
      ? []
      : db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, email: true } }),
  ]);
  const names = new Map<string, TargetName>();
  for (const decision of decisions) {
    names.set(targetKey(NAMED_TARGETS.decision, decision.id), {
      name: decision.originalReferenceNo,
      href: `/inbox/${decision.id}`,
    });
  }
  if (access.decisions) {
    for (const custId of idsOf(NAMED_TARGETS.customer)) {
      const href = customerHref(custId);
      if (href) names.set(targetKey(NAMED_TARGETS.customer, custId), { name: custId, href });
    }
  }
  for (const user of users) {
    names.set(targetKey(NAMED_TARGETS.user, user.id), {
      name: user.email,
      href: `/settings/users/${user.id}`,
    });
  }
  return names;
}
