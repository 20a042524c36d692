import { type DbTx, sqlList } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { reasonKey } from "@/lib/insights/reasons";
import { searchSpelling } from "./decision-lists";

/**
 * A search or a reason filter that matches at most this many decisions is given to the database as their ids:
 * every count and page of the list then reads those decisions by their key instead of walking the whole table
 * for matches that are not there. Past it the filter stays a condition: so many matches are found soon along
 * the time-received index, which is how the counts stop at their cap. A thousand ids read by key take a few
 * milliseconds on SQLite; five thousand, a hundred at a million decisions.
 */
export const NARROWED_IDS_MAX = 1_000;

// The trigram indexes (FTS5 on SQLite, pg_trgm on PostgreSQL) know strings of three characters or more.
const INDEXED_SEARCH_LENGTH = 3;

/** Reason texts as stored, with every status of the decisions they came with (`ReasonText`). */
export interface StoredReasonTexts {
  texts: string[];
  statuses: ReadonlySet<string>;
}

/** The stored reason texts that `keep`, from the few rows of `ReasonText`. */
async function storedReasonTexts(db: DbTx, keep: (text: string) => boolean): Promise<StoredReasonTexts> {
  const rows = (await db.reasonText.findMany({ select: { text: true, status: true } })).filter((row) =>
    keep(row.text),
  );
  return {
    texts: [...new Set(rows.map((row) => row.text))],
    statuses: new Set(rows.map((row) => row.status)),
  };
}

/**
 * The stored reason texts that name a reason key in any wording. The key is computed here rather than stored,
 * so it never goes stale when `reasonKey` folds more.
 */
export const reasonTextsNaming = (db: DbTx, key: string) =>
  storedReasonTexts(db, (text) => reasonKey(text) === key);

// A search names few distinct reason texts (the provider words its reasons from a short list); past this many
// the search keeps the first ones rather than send the database an unbounded list.
export const MAX_SEARCHED_REASON_TEXTS = 2_000;

/**
 * The stored reason texts that contain the search, compared in `searchSpelling` on both sides in JavaScript: the
 * answer is the same on SQLite and PostgreSQL whatever their LIKE does with case or wildcards.
 */
export async function reasonTextsContaining(db: DbTx, q: string): Promise<StoredReasonTexts> {
  const spelled = searchSpelling(q);
  const found = await storedReasonTexts(db, (text) => searchSpelling(text).includes(spelled));
  return { ...found, texts: found.texts.slice(0, MAX_SEARCHED_REASON_TEXTS) };
}

const distinctUpToMax = (ids: readonly string[]): string[] | null => {
  const distinct = [...new Set(ids)];
  return ids.length > NARROWED_IDS_MAX ? null : distinct;
};

/** The decisions with one of `texts` among their reasons, or null when there are more than `NARROWED_IDS_MAX`. */
export async function decisionsWithReasonTexts(db: DbTx, texts: readonly string[]): Promise<string[] | null> {
  if (texts.length === 0) return [];
  // Raw for its plan: Prisma orders a limited read by the key, which makes the database read every match first.
  const rows = await db.$queryRaw<{ decisionId: string }[]>`
    SELECT "decisionId" FROM "DecisionReason" WHERE "text" IN (${sqlList(texts)}) LIMIT ${NARROWED_IDS_MAX + 1}`;
  return distinctUpToMax(rows.map((row) => row.decisionId));
}

/**
 * The decisions reviewed with one of `dispositions`, or null when there are more than `NARROWED_IDS_MAX`: read
 * along the disposition's index, where the list's order would walk the whole table when few match.
 */
export async function decisionsWithDispositions(
  db: DbTx,
  dispositions: readonly string[],
): Promise<string[] | null> {
  if (dispositions.length === 0) return [];
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "UpgradeDecision" WHERE "dispositionId" IN (${sqlList(dispositions)})
     LIMIT ${NARROWED_IDS_MAX + 1}`;
  return distinctUpToMax(rows.map((row) => row.id));
}

// How many of the newest decisions tell how common a disposition is.
const SHARE_SAMPLE = 5_000;

/** The share of the newest `SHARE_SAMPLE` decisions reviewed with one of `dispositions` (0 to 1). */
export async function shareAmongNewest(db: DbTx, dispositions: readonly string[]): Promise<number> {
  if (dispositions.length === 0) return 0;
  const [row] = await db.$queryRaw<{ found: number | bigint }[]>`
    SELECT COUNT(*) AS "found"
      FROM (SELECT "dispositionId" FROM "UpgradeDecision" ORDER BY "receivedAt" DESC LIMIT ${SHARE_SAMPLE}) newest
     WHERE "dispositionId" IN (${sqlList(dispositions)})`;
  return Number(row?.found ?? 0) / SHARE_SAMPLE;
}

/**
 * The decisions whose reference, customer ID or notes contain the search (in `searchSpelling`), read from the
 * trigram index; null when there are more than `NARROWED_IDS_MAX` or the search is too short for the index.
 */
export async function decisionsContaining(db: DbTx, q: string): Promise<string[] | null> {
  const spelled = searchSpelling(q);
  if ([...spelled].length < INDEXED_SEARCH_LENGTH) return null;
  const limit = NARROWED_IDS_MAX + 1;
  const rows =
    dialectOf(db) === "sqlite"
      ? // One FTS5 phrase: with the trigram tokenizer, the rows holding it as a substring of one column.
        await db.$queryRaw<{ id: string }[]>`
          SELECT k."decisionId" AS "id" FROM "DecisionSearch" s
            JOIN "DecisionSearchKey" k ON k."rowid" = s."rowid"
           WHERE "DecisionSearch" MATCH ${`"${spelled.replaceAll('"', '""')}"`}
           LIMIT ${limit}`
      : // The spelling has no LIKE wildcard or escape left (searchSpelling), so the pattern is the text itself.
        await db.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "UpgradeDecision"
           WHERE "referenceSearch" LIKE ${`%${spelled}%`} OR "custIdSearch" LIKE ${`%${spelled}%`}
              OR "notesSearch" LIKE ${`%${spelled}%`}
           LIMIT ${limit}`;
  return distinctUpToMax(rows.map((row) => row.id));
}

/**
 * The reviewed decisions whose reviewer's account is gone (the review keeps no reviewer), or null when there are
 * more than `NARROWED_IDS_MAX`. Few in any inbox; asked for in the list's order, PostgreSQL walks every reviewed
 * decision looking for them.
 */
export async function decisionsOfGoneReviewers(db: DbTx): Promise<string[] | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "UpgradeDecision" WHERE "reviewState" = 'reviewed' AND "reviewedById" IS NULL
     LIMIT ${NARROWED_IDS_MAX + 1}`;
  return distinctUpToMax(rows.map((row) => row.id));
}

/** What a reason filter names: the stored texts, their statuses, and the decisions when few. */
export interface NarrowedReason extends StoredReasonTexts {
  ids: string[] | null;
}

/** What a search finds: the decisions by their own columns when few, and the reason texts containing it. */
export interface NarrowedSearch {
  ids: string[] | null;
  reasons: NarrowedReason;
}

async function withDecisions(db: DbTx, texts: StoredReasonTexts): Promise<NarrowedReason> {
  return { ...texts, ids: await decisionsWithReasonTexts(db, texts.texts) };
}

export const narrowReason = async (db: DbTx, key: string): Promise<NarrowedReason> =>
  withDecisions(db, await reasonTextsNaming(db, key));

export async function narrowSearch(db: DbTx, q: string): Promise<NarrowedSearch> {
  const [ids, reasons] = await Promise.all([
    decisionsContaining(db, q),
    reasonTextsContaining(db, q).then((texts) => withDecisions(db, texts)),
  ]);
  return { ids, reasons };
}
