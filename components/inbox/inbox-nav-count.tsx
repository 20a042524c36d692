"use client";
import { Clock } from "lucide-react";
import { useTranslations } from "next-intl";
import type { QueueCounts } from "@/lib/inbox/overdue";
import { CappedFigure } from "./capped-figure";
import { useLatestArrival } from "./live-updates";

/**
 * The Inbox tab's count of decisions waiting for review, and of them the overdue, kept current by the inbox's
 * poll. Drawn inside the tab's link: its words are part of the link's name, the figures are for the eye.
 */
export function InboxNavCount({ initial }: { initial: QueueCounts }) {
  const t = useTranslations("inbox.queue");
  const { data } = useLatestArrival();
  const { unreviewed, overdue } = data ?? initial;
  if (unreviewed.count === 0) return null;
  return (
    <span
      data-testid="inbox-nav-count"
      data-unreviewed={unreviewed.count}
      data-unreviewed-more={unreviewed.more}
      data-overdue={overdue.count}
    >
      <span className="sr-only">
        {t("navCount", {
          unreviewed: unreviewed.count,
          unreviewedMore: String(unreviewed.more),
          overdue: overdue.count,
          overdueMore: String(overdue.more),
        })}
      </span>
      <span aria-hidden className="ml-1.5 inline-flex items-center gap-1 align-middle">
        <span className="rounded-full bg-card px-1.5 text-xs tabular-nums text-muted-foreground ring-1 ring-border">
          <CappedFigure value={unreviewed} />
        </span>
        {overdue.count > 0 && (
          <span className="inline-flex items-center gap-0.5 rounded-full border border-warning/30 bg-warning/10 px-1.5 text-xs tabular-nums text-warning">
            <Clock className="h-3 w-3" />
            <CappedFigure value={overdue} />
          </span>
        )}
      </span>
    </span>
  );
}
