import type { TransactionIdKind } from "@/lib/provider/schemas/transaction-status";

export const LOOKUP_KINDS = ["requestId", "partnerId"] as const satisfies readonly TransactionIdKind[];
/** What the agent chose in the toggle: let the app guess, or name the kind to try first. */
export const LOOKUP_CHOICES = ["auto", ...LOOKUP_KINDS] as const;
export type LookupChoice = (typeof LOOKUP_CHOICES)[number];

export const MAX_IDENTIFIER_LENGTH = 128;

// Characters that come along when an identifier is copied from a chat, a spreadsheet or an email.
const QUOTES = "\"'`\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F\u00AB\u00BB\u2039\u203A";
const INVISIBLE = "\u200B\u200C\u200D\u2060\uFEFF";
const EDGE_CHARACTERS = new Set([...QUOTES, ...INVISIBLE]);
const isEdge = (character: string) => EDGE_CHARACTERS.has(character) || /^\s$/u.test(character);

/**
 * The most an agent may paste: an identifier (MAX_IDENTIFIER_LENGTH) with room for what comes along with it,
 * checked before any other work on the text.
 */
export const MAX_PASTED_LENGTH = 1_024;

/**
 * The identifier without surrounding whitespace, quotes or invisible characters (repeatedly, `" 'x' "`). A walk
 * in from both ends, not a regular expression: one anchored at the end retries from every position of a run of
 * spaces inside the text, quadratic in its length.
 */
export function normalizeIdentifier(raw: string): string {
  let start = 0;
  let end = raw.length;
  while (start < end && isEdge(raw.charAt(start))) start++;
  while (end > start && isEdge(raw.charAt(end - 1))) end--;
  return raw.slice(start, end);
}

const DASHED_UUID = /^\{?([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\}?$/i;
const BARE_UUID = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i;

/** The canonical (lower-case, dashed) UUID when the text is one, with or without dashes or braces. */
export function canonicalUuid(text: string): string | null {
  const match = DASHED_UUID.exec(text) ?? BARE_UUID.exec(text);
  return match ? match.slice(1, 6).join("-").toLowerCase() : null;
}

/** The kind a text most likely is: the provider's requestId is a UUID, anything else is the partner's id. */
export function guessKind(identifier: string): TransactionIdKind {
  return canonicalUuid(identifier) ? "requestId" : "partnerId";
}

/** The kinds to try, in order: the chosen (or guessed) kind first, then the other one. */
export function kindsToTry(identifier: string, choice: LookupChoice): TransactionIdKind[] {
  const first = choice === "auto" ? guessKind(identifier) : choice;
  return [first, first === "requestId" ? "partnerId" : "requestId"];
}

/**
 * The text sent to the provider for a kind. A requestId is a UUID, which is case-insensitive, so it is sent in
 * its canonical form; the partner's id is the partner's own text and is sent exactly as entered.
 */
export function identifierForKind(identifier: string, kind: TransactionIdKind): string {
  return kind === "requestId" ? (canonicalUuid(identifier) ?? identifier) : identifier;
}

/** Why a normalized identifier cannot be looked up (a `validation.` message key), or null when it can. */
export function identifierProblem(identifier: string): string | null {
  if (identifier.length === 0) return "lookup_identifier_required";
  if (identifier.length > MAX_IDENTIFIER_LENGTH) return "lookup_identifier_too_long";
  // Whitespace or control characters inside mean two ids, or a sentence, were pasted.
  if (/[\s\p{C}]/u.test(identifier)) return "lookup_identifier_spaces";
  return null;
}
