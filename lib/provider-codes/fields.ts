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
  "answerStatus",
  "httpStatus",
] as const;
export type CodeField = (typeof CODE_FIELDS)[number];

/**
 * The fields of a 4.1/4.2 answer that failed: the `status` in its body, or, when the body has none, its HTTP
 * status. The contract documents only 100 (docs/provider-api.md#response-codes); an admin may mark any other
 * value as the provider's way of saying "no such transaction" (`meansNotFound`), and nothing else does.
 */
export const ANSWER_CODE_FIELDS = ["answerStatus", "httpStatus"] as const satisfies readonly CodeField[];
export type AnswerCodeField = (typeof ANSWER_CODE_FIELDS)[number];
export const isAnswerCodeField = (field: CodeField): field is AnswerCodeField =>
  (ANSWER_CODE_FIELDS as readonly string[]).includes(field);

/** How a code is coloured: only a recorded meaning gives it a colour other than neutral. */
export const CODE_TONES = ["success", "pending", "failed", "neutral"] as const;
export type CodeTone = (typeof CODE_TONES)[number];

/**
 * One code's meaning: its label in each of the app's languages, its tone, whether its money counts as paid and,
 * for an answer's code only, whether it says the provider has no such transaction (absent: it does not).
 */
export interface CodeMeaning {
  field: CodeField;
  code: string;
  labelId: string;
  labelEn: string;
  tone: CodeTone;
  countsAsPaid: boolean;
  meansNotFound?: boolean;
}

/** The whole dictionary as pages and exports read it: plain data, so it crosses to the browser as is. */
export type ProviderCodes = readonly CodeMeaning[];
