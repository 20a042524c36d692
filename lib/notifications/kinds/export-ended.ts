import { z } from "zod";
import { rowIdSchema } from "@/lib/db/schemas";
import { defineKind } from "./kind";

/**
 * One's export finished (with how many entries, and whether the limit cut it short) or failed (the failure's
 * code, as the Exports page shows it). The file is on the Exports page, behind the person's sign-in.
 */
export const exportEnded = defineKind({
  topic: "jobs",
  params: z.discriminatedUnion("outcome", [
    z.object({
      outcome: z.literal("done"),
      jobId: rowIdSchema,
      entries: z.number().int().nonnegative(),
      truncated: z.boolean(),
      scheduled: z.boolean(),
    }),
    z.object({
      outcome: z.literal("failed"),
      jobId: rowIdSchema,
      reason: z.string().max(100),
      scheduled: z.boolean(),
    }),
  ]),
  render: (params, { t }) => {
    const which = params.scheduled ? t("scheduled") : t("yours");
    if (params.outcome === "failed") {
      return {
        subject: t("failed.subject"),
        paragraphs: [t("failed.body", { which, reason: params.reason })],
        link: { label: t("link"), path: "/exports" },
      };
    }
    return {
      subject: t("done.subject"),
      paragraphs: [
        t("done.body", { which, entries: params.entries }),
        ...(params.truncated ? [t("done.truncated")] : []),
      ],
      link: { label: t("link"), path: "/exports" },
    };
  },
});
