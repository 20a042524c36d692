import { z } from "zod";
import { rowIdSchema } from "@/lib/db/schemas";
import { transactionIdKindSchema } from "@/lib/provider/schemas/transaction-status";
import {
  identifierProblem,
  LOOKUP_CHOICES,
  MAX_IDENTIFIER_LENGTH,
  MAX_PASTED_LENGTH,
  normalizeIdentifier,
} from "./identifier";

export const lookupChoiceSchema = z.enum(LOOKUP_CHOICES, { message: "invalid_choice" });

/** The identifier as the agent pasted it: cleaned, then refused with a reason when it cannot be an id. */
export const identifierSchema = z
  .string({ message: "lookup_identifier_required" })
  .max(MAX_PASTED_LENGTH, { message: "lookup_identifier_too_long" })
  .transform(normalizeIdentifier)
  .superRefine((identifier, ctx) => {
    const problem = identifierProblem(identifier);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Where a lookup came from other than the form: a history entry's link (`lib/history/lookup-offer.ts`). */
export const LOOKUP_ORIGINS = ["history"] as const;

export const lookupInputSchema = z.object({
  q: identifierSchema,
  kind: lookupChoiceSchema.default("auto"),
  from: z.enum(LOOKUP_ORIGINS, { message: "invalid_choice" }).optional(),
});
export type LookupInput = z.infer<typeof lookupInputSchema>;

export const LOOKUP_OUTCOMES = ["found", "not_found", "failed"] as const;
export const lookupOutcomeSchema = z.enum(LOOKUP_OUTCOMES);
export type LookupOutcome = z.infer<typeof lookupOutcomeSchema>;

/** A stored recent lookup as the page shows it (rows are validated on the way out of the database). */
export const recentLookupSchema = z.object({
  id: rowIdSchema,
  query: z.string().max(MAX_IDENTIFIER_LENGTH),
  kind: lookupChoiceSchema,
  matchedKind: transactionIdKindSchema.nullable(),
  outcome: lookupOutcomeSchema,
  at: z.date(),
});
export type RecentLookup = z.infer<typeof recentLookupSchema>;
