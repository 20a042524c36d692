/**
 * The provider's coded fields a person reads, each with its own dictionary of code → meaning. The contract
 * (docs/provider-api.md) shows a few values that occur and explains none, so a meaning is what an admin
 * records here; a code without one is shown as received.
 */
export const CODE_FIELDS = [
  "entryType",
  "trxStatus",
  "qrStatus",
  "errorCode",
  "billStatus",
  "billSide",
  "billType",
] as const;
export type CodeField = (typeof CODE_FIELDS)[number];

/** How a code is coloured: only a recorded meaning gives it a colour other than neutral. */
export const CODE_TONES = ["success", "pending", "failed", "neutral"] as const;
export type CodeTone = (typeof CODE_TONES)[number];

/** One code's meaning: its label in each of the app's languages, its tone, whether its money counts as paid. */
export interface CodeMeaning {
  field: CodeField;
  code: string;
  labelId: string;
  labelEn: string;
  tone: CodeTone;
  countsAsPaid: boolean;
}

/** The whole dictionary as pages and exports read it: plain data, so it crosses to the browser as is. */
export type ProviderCodes = readonly CodeMeaning[];
