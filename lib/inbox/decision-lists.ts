/**
 * A decision's lists (rejection reasons, benefits) are rows of their own, one per entry at its place in the
 * list as received (`DecisionReason`, `DecisionBenefit`). Every writer builds them here and every reader
 * orders them here, so what a person sees is the list in the provider's order and wording.
 */
export interface ListRow {
  position: number;
  text: string;
}

export const listRows = (texts: readonly string[]): ListRow[] =>
  texts.map((text, position) => ({ position, text }));

/** Prisma's `include`/`select` for a list in the order received. */
export const IN_ORDER = { orderBy: { position: "asc" }, select: { text: true } } as const;

export const listTexts = (rows: readonly { text: string }[]): string[] => rows.map((row) => row.text);

// LIKE's wildcards (`%`, `_`) and PostgreSQL's LIKE escape (`\`) written as private-use characters (U+E000 plus
// their code), so a search's `contains` is a plain substring test on both databases: Prisma passes them on
// unescaped, and SQLite's LIKE has no escape character unless told. The migration that added the columns
// writes them the same way.
const LIKE_SPECIAL = /[%_\\]/g;
const literal = (special: string) => String.fromCharCode(0xe000 + special.charCodeAt(0));

/**
 * The spelling the inbox searches: written with the decision (`referenceSearch`, `custIdSearch`) and applied
 * to the query, so SQLite and PostgreSQL compare the same text the same way whatever their LIKE does with case
 * or wildcards.
 */
export const searchSpelling = (text: string): string => text.toLowerCase().replace(LIKE_SPECIAL, literal);

/** A decision's search columns, from its reference and customer id. */
export const searchColumns = (decision: { originalReferenceNo: string; custId: string }) => ({
  referenceSearch: searchSpelling(decision.originalReferenceNo),
  custIdSearch: searchSpelling(decision.custId),
});

/**
 * The reason list as one value (JSON text of the texts as received), `UpgradeDecision.rejectReasons`: the key
 * the insights roll-up counts decisions by, one row per distinct list, so its tables stay as small and fast as
 * before. Nothing else reads it: the reasons themselves are the rows.
 */
export const reasonListKey = (texts: readonly string[]): string => JSON.stringify(texts);

/** The texts of a reason list key (none when it is not one). */
export const reasonListTexts = (key: string): string[] => {
  try {
    const value: unknown = JSON.parse(key);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};
