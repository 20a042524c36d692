import type { DbTx, Prisma } from "@/lib/db/client";
import { BULK_LIMIT } from "./schemas";

/**
 * How far the inbox counts before it says "more than": an exact count reads every matching decision, seconds at
 * a million of them; one that stops here reads at most this many. The tabs and the navigation stop at
 * `COUNT_CAP`; the list's own total at the bulk limit, so "select all N matching" is exact whenever a bulk action
 * could take them all.
 */
export const COUNT_CAP = 1_000;
export const TOTAL_CAP = BULK_LIMIT;

/** A count that stopped at its cap: exactly `count`, or, when `more`, more than `count` (the rest not counted). */
export interface CappedCount {
  count: number;
  more: boolean;
}

/** What a count of `counted` rows read with `take: cap + 1` says. */
export const capped = (counted: number, cap: number): CappedCount =>
  counted > cap ? { count: cap, more: true } : { count: counted, more: false };

/** The count of several disjoint sets, each counted up to `cap`, as one count stopping at `cap`. */
export function addCapped(counts: readonly CappedCount[], cap: number): CappedCount {
  const sum = counts.reduce((total, part) => total + part.count, 0);
  return counts.some((part) => part.more) || sum > cap
    ? { count: cap, more: true }
    : { count: sum, more: false };
}

/**
 * The decisions matching `where`, counted up to `cap`: a subquery with a LIMIT, so it stops reading there. In
 * the order of the time received, which ends every index the inbox filters by: Prisma orders a limited count by
 * the id otherwise, and that order makes the database read every match to sort them.
 */
export async function countDecisionsUpTo(
  db: DbTx,
  where: Prisma.UpgradeDecisionWhereInput,
  cap = COUNT_CAP,
): Promise<CappedCount> {
  return capped(
    await db.upgradeDecision.count({ where, take: cap + 1, orderBy: { receivedAt: "desc" } }),
    cap,
  );
}
