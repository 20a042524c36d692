import { AppError } from "@/lib/errors";
import { identifierProblem, MAX_IDENTIFIER_LENGTH, normalizeIdentifier } from "@/lib/lookup/identifier";
import { LEDGER_RAW_EXCERPT } from "./limits";
import { duplicateKey } from "./rows";

/** The most identifiers one paste may hold. */
export const PASTE_MAX_IDENTIFIERS = 1_000;
/** As many of the longest identifiers, each with a separator and a pair of quotes copied along. */
export const PASTE_MAX_CHARACTERS = PASTE_MAX_IDENTIFIERS * (MAX_IDENTIFIER_LENGTH + 4);

/** A pasted piece: anything between separators (whitespace, commas, semicolons). */
const PIECE = /[^\s,;]+/gu;

export interface PasteProblem {
  /** 1-based place of the identifier in the paste. */
  position: number;
  /** 1-based line of the paste it is on (a line break is \n, \r\n or \r). */
  line: number;
  /** A key under `reconcile.problems`. */
  code: string;
  raw: string;
  /** For a repeated identifier: the place of its first occurrence. */
  duplicateOf?: number;
}

/** A pasted identifier to ask, at its place in the paste; a repeat names the place of its first occurrence. */
export interface PastedIdentifier {
  position: number;
  identifier: string;
  duplicateOf?: number;
}

const LOOKUP_PROBLEMS: Record<string, string> = {
  lookup_identifier_too_long: "identifier_too_long",
  lookup_identifier_spaces: "identifier_spaces",
};

/** Line breaks in `text` from `from` to `to`, counting \r\n once. */
function lineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let at = from; at < to; at += 1) {
    const character = text.charCodeAt(at);
    if (character === 10 || (character === 13 && text.charCodeAt(at + 1) !== 10)) breaks += 1;
  }
  return breaks;
}

/**
 * The identifiers an agent pasted, one per line or separated by commas, semicolons or spaces, each cleaned as the
 * lookup cleans it (quotes and invisible characters copied along are dropped) and in the order pasted. An
 * identifier repeated (the same kind and id, as the provider would be asked) is reported once per repeat, as is
 * one the lookup would refuse. More than `PASTE_MAX_IDENTIFIERS`, or text longer than they could take, is
 * refused whole: a partial check would look like a complete one.
 */
export function parsePastedIdentifiers(text: string): {
  identifiers: string[];
  /** Every identifier pasted, repeats included (a run puts those in its duplicate bucket). */
  pasted: PastedIdentifier[];
  problems: PasteProblem[];
} {
  if (text.length > PASTE_MAX_CHARACTERS) throw new AppError("reconcile_too_many_identifiers");
  const identifiers: string[] = [];
  const pasted: PastedIdentifier[] = [];
  const problems: PasteProblem[] = [];
  const firstAt = new Map<string, number>();
  const examine = (piece: string, position: number, line: number) => {
    const raw = piece.slice(0, LEDGER_RAW_EXCERPT);
    const identifier = normalizeIdentifier(piece);
    // A piece of quotes alone is nothing pasted, not an identifier missing.
    if (identifier === "") return;
    const problem = identifierProblem(identifier);
    if (problem) {
      problems.push({ position, line, code: LOOKUP_PROBLEMS[problem] ?? "missing_identifier", raw });
      return;
    }
    const key = duplicateKey(identifier, "auto");
    const first = firstAt.get(key);
    if (first !== undefined) {
      problems.push({ position, line, code: "duplicate_identifier", raw, duplicateOf: first });
      pasted.push({ position, identifier, duplicateOf: first });
      return;
    }
    firstAt.set(key, position);
    identifiers.push(identifier);
    pasted.push({ position, identifier });
  };
  let position = 0;
  let line = 1;
  let scanned = 0;
  for (const match of text.matchAll(PIECE)) {
    position += 1;
    if (position > PASTE_MAX_IDENTIFIERS) throw new AppError("reconcile_too_many_identifiers");
    line += lineBreaks(text, scanned, match.index);
    scanned = match.index + match[0].length;
    examine(match[0], position, line);
  }
  if (identifiers.length === 0 && problems.length === 0) throw new AppError("reconcile_nothing_pasted");
  return { identifiers, pasted, problems };
}
