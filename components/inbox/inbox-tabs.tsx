import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { CappedCount } from "@/lib/inbox/capped-count";
import type { InboxPage } from "@/lib/inbox/query";
import { type InboxFilter, REVIEW_FILTERS } from "@/lib/inbox/schemas";
import { UPGRADE_STATUSES } from "@/lib/provider/schemas/upgrade-notification";
import { cn } from "@/lib/ui/cn";
import { CappedFigure } from "./capped-figure";
import { inboxHref } from "./inbox-href";

export function Tab({
  href,
  active,
  label,
  count,
}: {
  href: string;
  active: boolean;
  label: string;
  count: CappedCount;
}) {
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground",
        active && "bg-muted font-medium text-foreground",
      )}
    >
      {label}
      <span className="rounded-full bg-card px-1.5 text-xs tabular-nums text-muted-foreground ring-1 ring-border">
        <CappedFigure value={count} />
      </span>
    </Link>
  );
}

/** Decision and review-state tabs; each count is what the list would hold with that tab and the other filters. */
export function InboxTabs({
  filter,
  counts,
  queue,
}: {
  filter: InboxFilter;
  counts: InboxPage["counts"];
  /** More tabs beside these (the queue's). */
  queue?: ReactNode;
}) {
  const t = useTranslations("inbox");
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      <nav aria-label={t("statusTabs")} className="flex flex-wrap items-center gap-1">
        <span className="mr-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {t("statusTabs")}
        </span>
        <Tab
          href={inboxHref(filter, { status: undefined, page: 1 })}
          active={!filter.status}
          label={t("all")}
          count={counts.status.all}
        />
        {UPGRADE_STATUSES.map((status) => (
          <Tab
            key={status}
            href={inboxHref(filter, { status, page: 1 })}
            active={filter.status === status}
            label={t(`statuses.${status}`)}
            count={counts.status[status]}
          />
        ))}
      </nav>
      <nav aria-label={t("reviewTabs")} className="flex flex-wrap items-center gap-1">
        <span className="mr-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {t("reviewTabs")}
        </span>
        <Tab
          href={inboxHref(filter, { review: undefined, page: 1 })}
          active={!filter.review}
          label={t("all")}
          count={counts.review.all}
        />
        {REVIEW_FILTERS.map((state) => (
          <Tab
            key={state}
            href={inboxHref(filter, { review: state, page: 1 })}
            active={filter.review === state}
            label={t(`reviewStates.${state}`)}
            count={counts.review[state]}
          />
        ))}
      </nav>
      {queue}
    </div>
  );
}
