import { z } from "zod";
import { USER_ID_MAX_LENGTH, userIdProblem } from "./user-id";

/** Entries asked for per provider call: the largest page the provider is known to serve. */
export const HISTORY_PAGE_SIZE = 100;

/** The provider's user identifier as an agent types or pastes it. */
export const historyUserIdSchema = z
  .string({ message: "required" })
  .trim()
  .max(USER_ID_MAX_LENGTH, { message: "too_long", abort: true })
  .superRefine((id, ctx) => {
    const problem = userIdProblem(id);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const historyPageInputSchema = z.object({
  userId: historyUserIdSchema,
  seqId: z.coerce.number({ message: "number_invalid" }).int({ message: "number_invalid" }).nonnegative(),
});

export type HistoryPageInput = z.infer<typeof historyPageInputSchema>;

/** The history page's URL state (components/history/use-history-url-state.ts writes it): the user and filters. */
export const historyFilterSchema = z.object({
  user: historyUserIdSchema.optional(),
  // Any entry type the provider sends, the documented ones or not (lib/history/entry-types.ts).
  type: z.string().trim().min(1).max(64).optional(),
  q: z.string().trim().max(200).optional(),
  hideDuplicates: z.enum(["true", "false"]).optional(),
  qrProblems: z.enum(["true", "false"]).optional(),
});
