import type { Db } from "@/lib/db/client";
import { searchSpelling } from "./decision-lists";

// A search names few distinct reason texts (the provider words its reasons from a short list); past this many
// the search keeps the first ones rather than send the database an unbounded list.
export const MAX_SEARCHED_REASON_TEXTS = 2_000;

/**
 * The stored reason texts (as received) that contain the search, compared in `searchSpelling` on both sides in
 * JavaScript: the answer is the same on SQLite and PostgreSQL whatever their LIKE does with case or wildcards.
 * Read from the index on `DecisionReason.text` (few distinct values), so the search becomes an exact `IN` on it.
 */
export async function reasonTextsContaining(db: Db, q: string): Promise<string[]> {
  const spelled = searchSpelling(q);
  const stored = await db.decisionReason.groupBy({ by: ["text"] });
  return stored
    .map((row) => row.text)
    .filter((text) => searchSpelling(text).includes(spelled))
    .slice(0, MAX_SEARCHED_REASON_TEXTS);
}
