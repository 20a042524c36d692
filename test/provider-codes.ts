import type { CodeMeaning } from "@/lib/provider-codes/fields";

/** A meaning an admin gives a code the contract leaves unexplained: the sandbox's bill status 2. */
export const REFUNDED_BILL_STATUS = {
  field: "billStatus",
  code: "2",
  labelId: "Dikembalikan",
  labelEn: "Refunded",
  tone: "neutral",
  countsAsPaid: false,
  meansNotFound: false,
} as const satisfies CodeMeaning;

/**
 * What an admin records once they learn how the sandbox says "no such transaction" (HTTP 404 with a body
 * `status` 404): the contract does not say, so without this mark that answer is an error shown as received.
 */
export const SANDBOX_NOT_FOUND_STATUS = {
  field: "answerStatus",
  code: "404",
  labelId: "Transaksi tidak ada",
  labelEn: "No such transaction",
  tone: "neutral",
  countsAsPaid: false,
  meansNotFound: true,
} as const satisfies CodeMeaning;
