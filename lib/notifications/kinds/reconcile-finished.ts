import { z } from "zod";
import { rowIdSchema } from "@/lib/db/schemas";
import { defineKind } from "./kind";

/**
 * One's reconciliation run finished: how many rows it had and how many of them the provider could not answer
 * (a run fails row by row, never as a whole: lib/reconciliation/job/rows.ts), with the link to the run's page.
 */
export const reconcileFinished = defineKind({
  topic: "jobs",
  params: z.object({
    runId: rowIdSchema,
    rows: z.number().int().nonnegative(),
    providerErrors: z.number().int().nonnegative(),
  }),
  render: ({ runId, rows, providerErrors }, { t }) => ({
    subject: t(providerErrors > 0 ? "subjectWithErrors" : "subject"),
    paragraphs: [
      t("body", { rows }),
      ...(providerErrors > 0 ? [t("providerErrors", { count: providerErrors })] : []),
    ],
    link: { label: t("link"), path: `/reconcile/${encodeURIComponent(runId)}` },
  }),
});
