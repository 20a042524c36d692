import { z } from "zod";
import { CODE_FIELDS, CODE_TONES, isAnswerCodeField } from "./fields";

const field = z.enum(CODE_FIELDS, { message: "required" });
// A code as the provider sends it: compared exactly, so only outer spaces an admin typed are dropped.
const code = z
  .string({ message: "required" })
  .trim()
  .min(1, { message: "required" })
  .max(64, { message: "too_long", abort: true });
const label = z
  .string({ message: "required" })
  .trim()
  .min(1, { message: "required" })
  .max(80, { message: "too_long", abort: true });

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/**
 * A code's meaning as an admin records it: both labels, a tone, whether it counts as paid and, for an answer's
 * status or HTTP status only, whether it means "no such transaction".
 */
export const providerCodeFormSchema = z
  .object({
    field,
    code,
    labelId: label,
    labelEn: label,
    tone: z.enum(CODE_TONES, { message: "required" }),
    countsAsPaid: checkbox,
    meansNotFound: checkbox,
  })
  .refine((meaning) => !meaning.meansNotFound || isAnswerCodeField(meaning.field), {
    message: "not_found_answer_only",
    path: ["meansNotFound"],
  });
export type ProviderCodeForm = z.infer<typeof providerCodeFormSchema>;

/** A recorded meaning removed: the code reads as received again, or as shipped when the app ships one. */
export const providerCodeRemoveSchema = z.object({ field, code });
