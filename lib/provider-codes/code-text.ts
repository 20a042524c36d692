import type { Locale } from "@/lib/i18n/config";
import type { CodeField, CodeMeaning, CodeTone, ProviderCodes } from "./fields";

/** The dictionary indexed for reading: built once per page or export, then asked once per value. */
export interface CodeBook {
  meaning(field: CodeField, code: string): CodeMeaning | null;
}

export function codeBook(codes: ProviderCodes): CodeBook {
  const byKey = new Map(codes.map((meaning) => [`${meaning.field}\u0000${meaning.code}`, meaning]));
  return { meaning: (field, code) => byKey.get(`${field}\u0000${code}`) ?? null };
}

/** A code as a person reads it: the recorded label, or the value as received, neutral and not paid. */
export interface CodeText {
  raw: string;
  text: string;
  tone: CodeTone;
  countsAsPaid: boolean;
  /** Whether the dictionary gives the code a meaning. */
  labelled: boolean;
}

/** How a code without a meaning reads: as received, a bare integer named for what it is ("Status 2"). */
export type AsReceived = (field: CodeField, raw: string) => string;

export function codeText(
  book: CodeBook,
  field: CodeField,
  raw: string,
  locale: Locale,
  asReceived: AsReceived,
): CodeText {
  const meaning = book.meaning(field, raw);
  if (!meaning)
    return { raw, text: asReceived(field, raw), tone: "neutral", countsAsPaid: false, labelled: false };
  return {
    raw,
    text: locale === "id" ? meaning.labelId : meaning.labelEn,
    tone: meaning.tone,
    countsAsPaid: meaning.countsAsPaid,
    labelled: true,
  };
}

/**
 * The screen's and the exports' reading of a code without a meaning, from the `providerCodes.asReceived`
 * messages: a bill status is a bare integer, so it is named ("Status 2"); an entry type is said to be unknown
 * ("Unknown type: cashback"); any other code is its own text.
 */
export function asReceivedText(text: {
  billStatus: (code: string) => string;
  entryType: (code: string) => string;
}): AsReceived {
  return (field, raw) =>
    field === "billStatus" ? text.billStatus(raw) : field === "entryType" ? text.entryType(raw) : raw;
}
