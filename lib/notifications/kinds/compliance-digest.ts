import { z } from "zod";
import { digestLinks } from "../digest/filters";
import { CADENCES } from "../topics";
import { defineKind } from "./kind";

const cappedCount = z.object({ count: z.number().int().nonnegative(), more: z.boolean() });

/**
 * A compliance digest: the rejected decisions received in the window it covers, and the rejected ones still
 * unreviewed and overdue when it was written (received before `overdueBefore`), each counted up to the inbox's
 * cap and linked to the inbox filtered to exactly them (lib/notifications/digest/filters.ts).
 */
export const complianceDigest = defineKind({
  topic: "compliance.digest",
  params: z.object({
    cadence: z.enum(CADENCES),
    since: z.iso.datetime(),
    until: z.iso.datetime(),
    overdueBefore: z.iso.datetime(),
    rejected: cappedCount,
    overdue: cappedCount,
  }),
  render: (params, { t, dateTime }) => {
    const figure = ({ count, more }: { count: number; more: boolean }) =>
      more ? t("moreThan", { count }) : t("exactly", { count });
    const links = digestLinks({
      since: new Date(params.since),
      until: new Date(params.until),
      overdueBefore: new Date(params.overdueBefore),
    });
    return {
      subject: t(`subject.${params.cadence}`),
      paragraphs: [
        t("window", { since: dateTime(new Date(params.since)), until: dateTime(new Date(params.until)) }),
      ],
      facts: [
        { label: t("rejected"), value: figure(params.rejected) },
        { label: t("overdue"), value: figure(params.overdue) },
      ],
      links: [
        ...(params.rejected.count > 0 ? [{ label: t("openRejected"), path: links.rejected }] : []),
        ...(params.overdue.count > 0 ? [{ label: t("openOverdue"), path: links.overdue }] : []),
      ],
    };
  },
});
