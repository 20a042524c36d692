import { z } from "zod";
import { alertParamsSchema } from "@/lib/alerts/alert-params";
import { alertContent } from "./alert-message";
import { defineKind } from "./kind";

/** An alert still open and not acknowledged after the reminder interval (lib/alerts); `reminder` counts them. */
export const alertReminder = defineKind({
  topic: "operations",
  params: alertParamsSchema.extend({ reminder: z.number().int().min(1).max(100_000) }),
  render: ({ reminder, ...params }, context) => alertContent(params, context, { reminder }),
});
