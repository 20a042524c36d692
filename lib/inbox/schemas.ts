import { z } from "zod";
import { rowIdSchema } from "@/lib/db/schemas";
import { custIdSchema, UPGRADE_STATUSES } from "@/lib/provider/schemas/upgrade-notification";
import { isHostEntry } from "./host-entry";

export const REVIEW_STATES = ["new", "in_review", "reviewed"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
/** Still waiting for a review. */
export const UNREVIEWED_STATES = ["new", "in_review"] as const satisfies readonly ReviewState[];

/** The review tab "unreviewed" is every decision still waiting: new or in review. */
export const REVIEW_FILTERS = ["unreviewed", ...REVIEW_STATES] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const INBOX_SORTS = ["newest", "oldest", "rejected_first"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

const day = z.iso.date();

/** Unreviewed decisions by how long they have waited (the insights' backlog buckets). */
export const BACKLOG_AGES = ["lt1h", "lt1d", "lt3d", "older"] as const;
export type BacklogAge = (typeof BACKLOG_AGES)[number];

/** Besides a disposition's id: any disposition, none recorded, or any that disagrees with the provider. */
export const DISPOSITION_GROUPS = ["any", "none", "disagreeing"] as const;

/** The list's filters, read from the URL: anything malformed is ignored rather than refused. */
export const inboxFilterSchema = z.object({
  status: z.enum(UPGRADE_STATUSES).optional().catch(undefined),
  review: z.enum(REVIEW_FILTERS).optional().catch(undefined),
  // "me", "none" (unassigned) or a user id.
  assignee: z.string().trim().min(1).max(50).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  q: z.string().trim().max(128).optional().catch(undefined),
  conflict: z.literal("1").optional().catch(undefined),
  // A rejection reason's key (lib/insights/reasons.ts): the decisions naming it in any wording.
  reason: z.string().trim().min(1).max(500).optional().catch(undefined),
  // A disposition's id or one of DISPOSITION_GROUPS.
  disposition: z.string().trim().min(1).max(50).optional().catch(undefined),
  // Who reviewed it: a user id, or "none" (the reviewer's account is gone).
  reviewer: z.string().trim().min(1).max(50).optional().catch(undefined),
  age: z.enum(BACKLOG_AGES).optional().catch(undefined),
  // Only the overdue ones (lib/inbox/overdue.ts).
  overdue: z.literal("1").optional().catch(undefined),
  // Received at or after / strictly before an instant: a link that lists exactly the decisions a message counted
  // (the compliance digest), where a day of `from`/`to` would take in more.
  since: z.string().max(40).pipe(z.iso.datetime()).optional().catch(undefined),
  before: z.string().max(40).pipe(z.iso.datetime()).optional().catch(undefined),
  sort: z.enum(INBOX_SORTS).default("newest").catch("newest"),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** The assignee an `assignee` filter asks for: "me" is the viewer, "none" nobody. */
export const assigneeIdOf = (assignee: string, viewerId: string): string | null =>
  assignee === "none" ? null : assignee === "me" ? viewerId : assignee;

const id = rowIdSchema;
const note = z.string().trim().max(2000, { message: "too_long" });

export const decisionIdSchema = z.object({ id });
export const rawBodySchema = z.object({ id, deliveryId: id });
export const assignSchema = z.object({ id, assigneeId: id });
/** The note may be left empty; whether the chosen disposition needs one is decided by markReviewed. */
export const reviewSchema = z.object({
  id,
  note: note.default(""),
  dispositionId: z.string({ message: "required" }).trim().min(1, { message: "required" }).max(50),
});
export const dispositionChangeSchema = z.object({ id, dispositionId: id });
export const reopenSchema = z.object({ id, note: note.optional() });

// A thread note: required, bounded like the review's note.
const noteBody = note.min(1, { message: "required" });
export const addNoteSchema = z.object({ decisionId: id, body: noteBody });
export const editNoteSchema = z.object({ id, body: noteBody });

/** A customer as the callback names one, checked the same way. */
export const customerIdSchema = custIdSchema;
// A character is at most 4 UTF-8 bytes, each written as 3 characters when percent-encoded.
const MAX_CUSTOMER_SEGMENT = 128 * 12;

/**
 * The customer page's URL segment as Next.js hands it to the page (percent-encoded, as `customerHref` wrote
 * it), decoded once, then checked as the callback checks a custId.
 */
export const customerSegmentSchema = z
  .string()
  .max(MAX_CUSTOMER_SEGMENT, { abort: true })
  .transform((segment, context) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      context.addIssue({ code: "custom", message: "invalid" });
      return z.NEVER;
    }
  })
  .pipe(custIdSchema);
const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1).catch(1);
/** The customer page's own pages: its decisions, and who viewed or revealed what. */
export const customerPageSchema = z.object({ page: pageNumber, trail: pageNumber });
// A round's passed-over decisions are sent with each request; past this many the oldest are forgotten.
export const MAX_PASSED_OVER = 500;

/** "Next unreviewed" walks the list as filtered, from the decision on screen, skipping what was passed over. */
export const nextUnreviewedSchema = z.object({
  filter: inboxFilterSchema.omit({ page: true }),
  current: id.optional(),
  passedOver: z.array(id).max(MAX_PASSED_OVER).default([]),
});

const MAX_IMAGE_HOSTS = 50;
// A DNS name is at most 253 characters; a wildcard prefix and a port fit in the rest.
const MAX_HOST_LENGTH = 270;

/** The form's list: one host per line (commas work too), blank lines ignored, duplicates dropped. */
export const imageHostsFormSchema = z.object({
  hosts: z
    .string()
    .max(5_000, { message: "too_long" })
    .transform((text) => [
      ...new Set(
        text
          .split(/[\s,]+/)
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(
          z
            .string()
            .max(MAX_HOST_LENGTH, { message: "inbox_image_host_invalid" })
            .refine(isHostEntry, { message: "inbox_image_host_invalid" }),
        )
        .max(MAX_IMAGE_HOSTS, { message: "inbox_image_hosts_too_many" }),
    ),
});

const label = z.string().trim().min(1, { message: "required" }).max(120, { message: "too_long" });

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/**
 * A disposition as an admin adds or edits it: its wording in both languages, whether it disagrees with the
 * provider and whether it asks for a follow-up.
 */
export const dispositionFormSchema = z.object({
  id: id.optional(),
  labelId: label,
  labelEn: label,
  disagrees: checkbox,
  followUp: checkbox,
  position: z.coerce.number().int().min(0).max(1_000).default(0),
});
// The age limit (lib/inbox/overdue.ts): from an hour (a queue worked around the clock) to 30 days (anything
// longer is a backlog, not a limit).
export const OVERDUE_MIN_HOURS = 1;
export const OVERDUE_MAX_HOURS = 720;
const overdueRange = { message: "overdue_hours_range" };

/** The age limit an admin sets, in whole hours. */
export const overdueSettingsSchema = z.object({
  overdueAfterHours: z
    .string()
    .trim()
    .max(10, { ...overdueRange, abort: true })
    .regex(/^\d+$/, { message: "number_invalid", abort: true })
    .transform(Number)
    .pipe(z.number().int().min(OVERDUE_MIN_HOURS, overdueRange).max(OVERDUE_MAX_HOURS, overdueRange)),
});
export const retireDispositionSchema = z.object({ id, retired: z.enum(["0", "1"]) });

/** At most this many decisions per bulk action: "all matching" above it is refused, with how to narrow it. */
export const BULK_LIMIT = 5_000;
// Ticked one by one, on the page in view.
const MAX_TICKED = 500;

/** A bulk action: the decisions ticked, or all that match a filter (evaluated again by the server), and what to do. */
export const bulkActionSchema = z.object({
  selection: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("ids"), ids: z.array(id).min(1).max(MAX_TICKED) }),
    z.object({ kind: z.literal("filter"), filter: inboxFilterSchema.omit({ page: true, sort: true }) }),
  ]),
  operation: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("claim") }),
    z.object({ kind: z.literal("assign"), assigneeId: id }),
    z.object({ kind: z.literal("review"), dispositionId: z.string().trim().min(1).max(50) }),
  ]),
});
export type BulkAction = z.infer<typeof bulkActionSchema>;
