import { useTranslations } from "next-intl";
import type { InboxPage } from "@/lib/inbox/query";
import type { InboxFilter } from "@/lib/inbox/schemas";
import { inboxHref } from "./inbox-href";
import { Tab } from "./inbox-tabs";

/** The reviewer's queue: their own, nobody's, the overdue; each counted with the other filters, a second press clears it. */
export function QueueTabs({ filter, counts }: { filter: InboxFilter; counts: InboxPage["counts"]["queue"] }) {
  const t = useTranslations("inbox.queue");
  const mine = filter.assignee === "me";
  const unassigned = filter.assignee === "none";
  return (
    <nav aria-label={t("tabs")} className="flex flex-wrap items-center gap-1">
      <span className="mr-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        {t("tabs")}
      </span>
      <Tab
        href={inboxHref(filter, { assignee: mine ? undefined : "me", page: 1 })}
        active={mine}
        label={t("mine")}
        count={counts.mine}
      />
      <Tab
        href={inboxHref(filter, { assignee: unassigned ? undefined : "none", page: 1 })}
        active={unassigned}
        label={t("unassigned")}
        count={counts.unassigned}
      />
      <Tab
        href={inboxHref(filter, { overdue: filter.overdue ? undefined : "1", page: 1 })}
        active={Boolean(filter.overdue)}
        label={t("overdue")}
        count={counts.overdue}
      />
    </nav>
  );
}
