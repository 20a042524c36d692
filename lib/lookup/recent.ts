import type { Db } from "@/lib/db/client";
import { newId } from "@/lib/db/new-id";
import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";
import { canonicalUuid, type LookupChoice } from "./identifier";
import { type LookupOutcome, type RecentLookup, recentLookupSchema } from "./schemas";

export const RECENT_LOOKUPS_KEPT = 20;

export interface RecentLookupEntry {
  query: string;
  kind: LookupChoice;
  matchedKind: TransactionIdKind | null;
  outcome: LookupOutcome;
}

/**
 * The stored rows that are this same lookup: the same kind chosen and the same identifier. A UUID looked up as
 * (or first as) the provider's requestId is one identifier in any case, with or without dashes or braces (it
 * is sent in its canonical form: `identifierForKind`); any other text is the partner's own, sent exactly as
 * typed, and whether the provider matches it ignoring case is not documented, so only the same text matches.
 */
function sameLookup(query: string, kind: LookupChoice): { mode: "uuid" | "exact"; forms: string[] } {
  const uuid = kind === "partnerId" ? null : canonicalUuid(query);
  if (!uuid) return { mode: "exact", forms: [query, query, query] };
  return { mode: "uuid", forms: [uuid, uuid.replaceAll("-", ""), `{${uuid}}`] };
}

/**
 * Remembers a lookup as the person's newest; the same identifier looked up the same way again (`sameLookup`)
 * moves to the top instead of filling the list with repeats, and only the newest RECENT_LOOKUPS_KEPT are kept.
 */
export async function recordRecentLookup(
  db: Db,
  userId: string,
  entry: RecentLookupEntry,
  at: Date = new Date(),
): Promise<void> {
  const { query, kind } = entry;
  // Two statements the lookup's answer waits for (Prisma's queries would be four, each compiled): the first
  // removes the same lookup's older row and every row beyond the newest KEPT - 1 others, so that after the
  // insert the newest KEPT remain.
  const { mode, forms } = sameLookup(query, kind);
  const [a, b, c] = forms;
  await db.$executeRaw`
    DELETE FROM "RecentLookup" WHERE "userId" = ${userId} AND ((
        "kind" = ${kind} AND (CASE WHEN ${mode} = 'uuid' THEN LOWER("query") ELSE "query" END) IN (${a}, ${b}, ${c}))
      OR "id" NOT IN (
        SELECT "id" FROM "RecentLookup" WHERE "userId" = ${userId} AND NOT (
          "kind" = ${kind} AND (CASE WHEN ${mode} = 'uuid' THEN LOWER("query") ELSE "query" END) IN (${a}, ${b}, ${c}))
        ORDER BY "at" DESC, "id" DESC LIMIT ${RECENT_LOOKUPS_KEPT - 1}))`;
  await db.$executeRaw`
    INSERT INTO "RecentLookup" ("id", "userId", "query", "kind", "matchedKind", "outcome", "at")
    VALUES (${newId()}, ${userId}, ${query}, ${kind}, ${entry.matchedKind}, ${entry.outcome}, ${at})`;
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
