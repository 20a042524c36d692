import type { Prisma } from "@/lib/db/client";
import type { InboxSort } from "./schemas";

type Where = Prisma.UpgradeDecisionWhereInput;
type Direction = "asc" | "desc";

/** The columns the list is ordered by; every order ends with the id, so no two decisions tie. */
export interface OrderedDecision {
  status: string;
  receivedAt: Date;
  id: string;
}
type OrderStep = {
  [Field in keyof OrderedDecision]: { field: Field; direction: Direction };
}[keyof OrderedDecision];

const byTime = (direction: Direction): OrderStep[] => [
  { field: "receivedAt", direction },
  { field: "id", direction },
];

// "rejected" sorts after "approved" in any collation, so descending puts rejections first.
const ORDERS: Record<InboxSort, OrderStep[]> = {
  newest: byTime("desc"),
  oldest: byTime("asc"),
  rejected_first: [{ field: "status", direction: "desc" }, ...byTime("asc")],
};

/** The list's order as Prisma's orderBy: the page, the CSV and "next unreviewed" all read it from here. */
export function inboxOrderBy(sort: InboxSort): Prisma.UpgradeDecisionOrderByWithRelationInput[] {
  return ORDERS[sort].map(({ field, direction }) => ({ [field]: direction }));
}

function comesAfter({ field, direction }: OrderStep, value: string | Date): Where {
  return { [field]: direction === "asc" ? { gt: value } : { lt: value } };
}

/** The decisions that come after `decision` in the list's order (a keyset condition over the same columns). */
export function afterInOrder(sort: InboxSort, decision: OrderedDecision): Where {
  const steps = ORDERS[sort];
  return {
    OR: steps.map((step, index) => ({
      AND: [
        ...steps.slice(0, index).map(({ field }) => ({ [field]: decision[field] })),
        comesAfter(step, decision[step.field]),
      ],
    })),
  };
}
