import type { BacklogAge, InboxFilter } from "@/lib/inbox/schemas";
import type { UPGRADE_STATUSES } from "@/lib/provider/schemas/upgrade-notification";

type UpgradeStatus = (typeof UPGRADE_STATUSES)[number];

/**
 * The inbox filter behind every bar, slice and point of the insights: the chart's count and the list it opens
 * are the same decisions (the insights integration test compares them).
 */
export type InboxLink = Partial<InboxFilter>;

type Days = { from: string; to: string };

export const links = {
  decisions: (days: Days, status?: UpgradeStatus): InboxLink => ({ ...days, status }),
  reason: (days: Days, reason: string): InboxLink => ({ ...days, status: "rejected", reason }),
  reasonDisagreeing: (days: Days, reason: string): InboxLink => ({
    ...days,
    status: "rejected",
    reason,
    disposition: "disagreeing",
  }),
  backlog: (age: BacklogAge): InboxLink => ({ review: "unreviewed", age, sort: "oldest" }),
  reviewed: (days: Days): InboxLink => ({ ...days, review: "reviewed" }),
  reviewer: (days: Days, reviewer: string | null): InboxLink => ({
    ...days,
    review: "reviewed",
    reviewer: reviewer ?? "none",
  }),
  disposition: (days: Days, disposition: string): InboxLink => ({ ...days, disposition }),
};
