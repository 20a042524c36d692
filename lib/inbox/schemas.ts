import { z } from "zod";
import { UPGRADE_STATUSES } from "@/lib/provider/schemas/upgrade-notification";

export const REVIEW_STATES = ["new", "in_review", "reviewed"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const reviewStateSchema = z.enum(REVIEW_STATES);

export const INBOX_SORTS = ["newest", "oldest"] as const;

const day = z.iso.date();

/** The list's filters, read from the URL: anything malformed is ignored rather than refused. */
export const inboxFilterSchema = z.object({
  status: z.enum(UPGRADE_STATUSES).optional().catch(undefined),
  review: reviewStateSchema.optional().catch(undefined),
  // "me", "none" (unassigned) or a user id.
  assignee: z.string().trim().min(1).max(50).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  q: z.string().trim().max(128).optional().catch(undefined),
  conflict: z.literal("1").optional().catch(undefined),
  sort: z.enum(INBOX_SORTS).default("newest").catch("newest"),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

const id = z.string().min(1).max(50);
const note = z.string().trim().max(2000, { message: "too_long" });

export const decisionIdSchema = z.object({ id });
export const rawBodySchema = z.object({ id, deliveryId: id });
export const assignSchema = z.object({ id, assigneeId: id });
export const reviewSchema = z.object({ id, note: note.min(1, { message: "required" }) });
export const reopenSchema = z.object({ id, note: note.optional() });
export const nextUnreviewedSchema = z.object({ after: id.optional() });
