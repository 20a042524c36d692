import type { z } from "zod";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { afterInOrder, inboxOrderBy } from "./order";
import { inboxWhere } from "./query";
import type { nextUnreviewedSchema } from "./schemas";

type Where = Prisma.UpgradeDecisionWhereInput;

export type NextUnreviewedInput = z.infer<typeof nextUnreviewedSchema>;

/** What this reviewer can work on: unclaimed, or claimed by them and not finished. */
const reviewableBy = (viewerId: string): Where => ({
  OR: [{ reviewState: "new" }, { reviewState: "in_review", assigneeId: viewerId }],
});

/**
 * The decision to open next: the first one after the one on screen, in the list's order and under its
 * filters, that this reviewer can work on and has not passed over in this round. Past the end it starts again
 * from the top, so a decision opened from the middle of the list does not hide the ones above it. Null when
 * nothing is left in the filtered queue.
 */
export async function nextUnreviewed(
  db: Db,
  viewer: { id: string; timeZone: string },
  { filter, current, passedOver }: NextUnreviewedInput,
): Promise<string | null> {
  const skipped = current ? [...passedOver, current] : passedOver;
  const queue: Where = {
    AND: [
      inboxWhere(filter, viewer.id, viewer.timeZone),
      reviewableBy(viewer.id),
      { id: { notIn: skipped } },
    ],
  };
  const first = (where: Where) =>
    db.upgradeDecision.findFirst({ where, orderBy: inboxOrderBy(filter.sort), select: { id: true } });

  const onScreen = current
    ? await db.upgradeDecision.findUnique({
        where: { id: current },
        select: { id: true, status: true, receivedAt: true },
      })
    : null;
  const below = onScreen ? await first({ AND: [queue, afterInOrder(filter.sort, onScreen)] }) : null;
  return (below ?? (await first(queue)))?.id ?? null;
}
