import type { CodeMeaning } from "@/lib/provider-codes/fields";

/** A meaning an admin gives a code the contract leaves unexplained: the sandbox's bill status 2. */
export const REFUNDED_BILL_STATUS = {
  field: "billStatus",
  code: "2",
  labelId: "Dikembalikan",
  labelEn: "Refunded",
  tone: "neutral",
  countsAsPaid: false,
} as const satisfies CodeMeaning;
