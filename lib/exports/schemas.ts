import { z } from "zod";
import { rowIdSchema } from "@/lib/db/schemas";
import { EXPORT_COLUMN_IDS } from "./columns";
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

export const createExportSchema = z
  .object({
    userId: z.string().trim().min(1, { message: "required" }).max(100, { message: "too_long" }),
    scope: z.enum(EXPORT_SCOPES, { message: "invalid_choice" }),
    untilSeq: z.preprocess(
      (value) => (value === "" || value === undefined ? undefined : value),
      z.coerce
        .number({ message: "number_invalid" })
        .int({ message: "number_invalid" })
        .nonnegative()
        .optional(),
    ),
    since: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.iso.date({ message: "invalid_date" }).optional(),
    ),
    format: z.enum(EXPORT_FORMATS, { message: "invalid_choice" }),
    columns: z.preprocess(
      list,
      z.array(z.enum(EXPORT_COLUMN_IDS as [string, ...string[]]), { message: "invalid_choice" }).min(1, {
        message: "columns_required",
      }),
    ),
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
    // Only the loaded entries are bounded in advance; a whole history may run up to the cap.
    if (input.scope !== "loaded" && !input.confirmLarge) {
      ctx.addIssue({ code: "custom", path: ["confirmLarge"], message: "confirm_large_export" });
    }
  });
export type CreateExportInput = z.output<typeof createExportSchema>;

export const exportIdSchema = z.object({ id: rowIdSchema });
