import type { z } from "zod";
import type { Db, Prisma } from "@/lib/db/client";
import { afterInOrder, inboxOrderBy } from "./order";
import { decisionsWhere } from "./query";
import type { nextUnreviewedSchema } from "./schemas";

type Where = Prisma.UpgradeDecisionWhereInput;

export type NextUnreviewedInput = z.infer<typeof nextUnreviewedSchema>;

/** What this reviewer can work on: unclaimed, or claimed by them and not finished. */
const reviewableBy = (viewerId: string): Where => ({
  OR: [{ reviewState: "new" }, { reviewState: "in_review", assigneeId: viewerId }],
});

export interface NextUnreviewed {
  /** The decision to open, or null when nothing is left in the filtered queue. */
  id: string | null;
  /** With nothing left: how many of the decisions passed over in this round still wait in the queue. */
  passedOverWaiting: number;
}

/**
 * The decision to open next: the first one after the one on screen, in the list's order and under its
 * filters, that this reviewer can work on and has not passed over in this round. Past the end it starts again
 * from the top, so a decision opened from the middle of the list does not hide the ones above it.
 */
export async function nextUnreviewed(
  db: Db,
  viewer: { id: string; timeZone: string },
  { filter, current, passedOver }: NextUnreviewedInput,
): Promise<NextUnreviewed> {
  const skipped = current ? [...passedOver, current] : passedOver;
  const { where: filtered } = await decisionsWhere(db, filter, viewer.id, viewer.timeZone);
  const waiting: Where = { AND: [filtered, reviewableBy(viewer.id)] };
  const queue: Where = { AND: [waiting, { id: { notIn: skipped } }] };
  const first = (where: Where) =>
    db.upgradeDecision.findFirst({ where, orderBy: inboxOrderBy(filter.sort), select: { id: true } });

  const onScreen = current
    ? await db.upgradeDecision.findUnique({
        where: { id: current },
        select: { id: true, status: true, receivedAt: true },
      })
    : null;
  const below = onScreen ? await first({ AND: [queue, afterInOrder(filter.sort, onScreen)] }) : null;
  const next = below ?? (await first(queue));
  if (next) return { id: next.id, passedOverWaiting: 0 };
  const passedOverWaiting = skipped.length
    ? await db.upgradeDecision.count({ where: { AND: [waiting, { id: { in: skipped } }] } })
    : 0;
  return { id: null, passedOverWaiting };
}
