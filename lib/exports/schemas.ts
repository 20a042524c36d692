import { z } from "zod";
import { rowIdSchema } from "@/lib/db/schemas";
import { timeZoneSchema } from "@/lib/users/schemas";
import { EXPORT_COLUMN_IDS } from "./columns";
import { MAX_EXPORT_LIMIT, needsConfirmation } from "./export-size";
import { SCHEDULE_CADENCES } from "./schedule-slots";
import { EXPORT_FORMATS } from "./writers/types";

export const EXPORT_SCOPES = ["loaded", "all", "since"] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

export const EXPORT_STATES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const list = (value: unknown) =>
  value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];

const historyUserId = z
  .string()
  .trim()
  .min(1, { message: "required" })
  .max(100, { message: "too_long", abort: true });
const columnList = z.preprocess(
  list,
  z
    .array(z.enum(EXPORT_COLUMN_IDS as [string, ...string[]]), { message: "invalid_choice" })
    .min(1, { message: "columns_required" })
    // Each known column at most once: a longer list can only repeat one.
    .max(EXPORT_COLUMN_IDS.length, { message: "invalid_choice" })
    .refine((columns) => new Set(columns).size === columns.length, { message: "invalid_choice" }),
);

export const createExportSchema = z
  .object({
    userId: historyUserId,
    scope: z.enum(EXPORT_SCOPES, { message: "invalid_choice" }),
    untilSeq: z.preprocess(
      (value) => (value === "" || value === undefined ? undefined : value),
      z.coerce
        .number({ message: "number_invalid" })
        .int({ message: "number_invalid" })
        .nonnegative()
        .optional(),
    ),
    // The most entries the export may write (the instance's cap still applies: lib/exports/create-export.ts).
    limit: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce
        .number({ message: "required" })
        .int({ message: "number_invalid" })
        .min(1, { message: "export_limit_range" })
        .max(MAX_EXPORT_LIMIT, { message: "export_limit_range" }),
    ),
    since: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.iso.date({ message: "invalid_date" }).optional(),
    ),
    format: z.enum(EXPORT_FORMATS, { message: "invalid_choice" }),
    columns: columnList,
    includeDuplicates: checkbox,
    bom: checkbox,
    confirmLarge: checkbox,
  })
  .superRefine((input, ctx) => {
    if (input.scope === "loaded" && input.untilSeq === undefined) {
      ctx.addIssue({ code: "custom", path: ["untilSeq"], message: "required" });
    }
    if (input.scope === "since" && !input.since) {
      ctx.addIssue({ code: "custom", path: ["since"], message: "required" });
    }
    // What is confirmed is the size asked for, whatever the scope: a history's length is not known in advance.
    if (needsConfirmation(input.limit) && !input.confirmLarge) {
      ctx.addIssue({ code: "custom", path: ["confirmLarge"], message: "confirm_large_export" });
    }
  });
export type CreateExportInput = z.output<typeof createExportSchema>;

export const exportIdSchema = z.object({ id: rowIdSchema });

/** A scheduled export: whose history, which columns and format, and when (an hour of a zone, daily or weekly). */
export const createScheduleSchema = z
  .object({
    userId: historyUserId,
    format: z.enum(EXPORT_FORMATS, { message: "invalid_choice" }),
    columns: columnList,
    timeZone: timeZoneSchema,
    cadence: z.enum(SCHEDULE_CADENCES, { message: "invalid_choice" }),
    weekday: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number({ message: "invalid_choice" }).int().min(0).max(6).optional(),
    ),
    hour: z.coerce.number({ message: "invalid_choice" }).int().min(0).max(23),
  })
  .superRefine((input, ctx) => {
    if (input.cadence === "weekly" && input.weekday === undefined) {
      ctx.addIssue({ code: "custom", path: ["weekday"], message: "required" });
    }
  });
export type CreateScheduleInput = z.output<typeof createScheduleSchema>;

export const scheduleIdSchema = z.object({ id: rowIdSchema });
export const schedulePauseSchema = z.object({ id: rowIdSchema, paused: z.boolean() });
