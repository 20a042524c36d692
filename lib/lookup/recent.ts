import type { Db } from "@/lib/db/client";
import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";
import type { LookupChoice } from "./identifier";
import { type LookupOutcome, type RecentLookup, recentLookupSchema } from "./schemas";

export const RECENT_LOOKUPS_KEPT = 20;

export interface RecentLookupEntry {
  query: string;
  kind: LookupChoice;
  matchedKind: TransactionIdKind | null;
  outcome: LookupOutcome;
}

/**
 * Remembers a lookup as the person's newest; the same identifier looked up the same way again moves to the
 * top instead of filling the list with repeats, and only the newest RECENT_LOOKUPS_KEPT are kept.
 */
export async function recordRecentLookup(
  db: Db,
  userId: string,
  entry: RecentLookupEntry,
  at: Date = new Date(),
): Promise<void> {
  await db.recentLookup.deleteMany({ where: { userId, query: entry.query, kind: entry.kind } });
  await db.recentLookup.create({ data: { userId, ...entry, at } });
  const beyond = await db.recentLookup.findMany({
    where: { userId },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    skip: RECENT_LOOKUPS_KEPT,
    select: { id: true },
  });
  if (beyond.length > 0) {
    await db.recentLookup.deleteMany({ where: { id: { in: beyond.map((row) => row.id) } } });
  }
}

/** The person's recent lookups, newest first; a row the app no longer understands is left out. */
export async function listRecentLookups(db: Db, userId: string): Promise<RecentLookup[]> {
  const rows = await db.recentLookup.findMany({
    where: { userId },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: RECENT_LOOKUPS_KEPT,
    select: { id: true, query: true, kind: true, matchedKind: true, outcome: true, at: true },
  });
  return rows.flatMap((row) => {
    const parsed = recentLookupSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}
