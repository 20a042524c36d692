import { z } from "zod";
import { inboxHref } from "@/components/inbox/inbox-href";
import { CADENCES } from "../topics";
import { defineKind } from "./kind";

const cappedCount = z.object({ count: z.number().int().nonnegative(), more: z.boolean() });

/**
 * A compliance digest: the rejected decisions received in the window it covers, and the rejected ones still
 * unreviewed and overdue when it was written (received before `overdueBefore`), each counted up to the inbox's
 * cap and linked to the inbox filtered to exactly them (lib/notifications/digest/digest-links.test.ts).
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
    const links = digestLinks(params);
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

/** The inbox lists behind a digest's two figures (the same filters the counts were made with). */
export function digestLinks(window: { since: string; until: string; overdueBefore: string }) {
  return {
    rejected: inboxHref({ status: "rejected", since: window.since, before: window.until }),
    overdue: inboxHref({ overdue: "1", before: window.overdueBefore, sort: "oldest" }),
  };
}
