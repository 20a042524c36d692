import { Download, Settings2 } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BulkSelectable } from "@/components/inbox/bulk-bar";
import { DecisionsTable } from "@/components/inbox/decisions-table";
import { InboxFilters } from "@/components/inbox/inbox-filters";
import { inboxHref } from "@/components/inbox/inbox-href";
import { InboxSections } from "@/components/inbox/inbox-sections";
import { InboxTabs } from "@/components/inbox/inbox-tabs";
import { InboxListKeyboard } from "@/components/inbox/list-keyboard";
import { LiveUpdates } from "@/components/inbox/live-updates";
import { NextUnreviewedButton } from "@/components/inbox/next-unreviewed-button";
import { QueueTabs } from "@/components/inbox/queue-tabs";
import { SavedViewsMenu } from "@/components/saved-views/saved-views-menu";
import { PageHeader } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { agreesWithProvider, listDispositions } from "@/lib/inbox/dispositions";
import { latestArrival, listDecisions, listReviewers } from "@/lib/inbox/query";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { openWithDefaultView } from "@/lib/saved-views/default-view";
import { listSavedViews } from "@/lib/saved-views/views";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("inbox"))("title") };
}

export default async function InboxPage({ searchParams }: PageProps<"/inbox">) {
  const user = await requirePage("inbox.view");
  await openWithDefaultView(user, "inbox", await searchParams);
  const filter = inboxFilterSchema.parse(await searchParams);
  const [t, page, reviewers, latest, dispositions] = await Promise.all([
    getTranslations("inbox"),
    listDecisions(db(), filter, user.id, user.timeZone),
    listReviewers(db()),
    latestArrival(db()),
    listDispositions(db(), { withRetired: true }),
  ]);
  const { page: _page, sort: _sort, ...narrowing } = filter;
  const filtered = Object.values(narrowing).some((value) => value !== undefined && value !== "");
  return (
    <div className="grid gap-5">
      <PageHeader
        title={t("title")}
        description={
          page.total.more
            ? t("counts.descriptionMore", { count: page.total.count })
            : t("description", { count: page.total.count })
        }
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <SavedViewsMenu page="inbox" views={await listSavedViews(db(), user, "inbox")} />
            {can(user.roles, "settings.provider") && (
              <Link href="/inbox/settings" className={buttonVariants({ variant: "ghost", size: "sm" })}>
                <Settings2 className="h-4 w-4" aria-hidden />
                {t("settingsLink")}
              </Link>
            )}
            <a
              href={inboxHref(filter, { page: 1 }, "/api/inbox/export")}
              className={buttonVariants({ variant: "secondary" })}
              title={t("exportHint")}
              download
            >
              <Download className="h-4 w-4" aria-hidden />
              {t("export")}
            </a>
            <InboxListKeyboard canReview={can(user.roles, "inbox.review")} />
            {can(user.roles, "inbox.review") && <NextUnreviewedButton filter={filter} />}
          </div>
        }
      />
      <LiveUpdates
        initial={latest}
        autoRefresh={filter.page === 1 && filter.sort === "newest"}
        newestHref={inboxHref(filter, { page: 1, sort: "newest" })}
      />
      {can(user.roles, "inbox.insights") && <InboxSections current="decisions" />}
      <InboxTabs
        filter={filter}
        counts={page.counts}
        queue={<QueueTabs filter={filter} counts={page.counts.queue} />}
      />
      <InboxFilters filter={filter} reviewers={reviewers} dispositions={dispositions} />
      <BulkSelectable
        enabled={can(user.roles, "inbox.review")}
        rows={page.rows.map((row) => ({ id: row.id, reference: row.originalReferenceNo }))}
        total={page.total}
        filter={filter}
        reviewers={reviewers}
        dispositions={dispositions.filter((d) => !d.retired && agreesWithProvider(d))}
      >
        <DecisionsTable
          rows={page.rows}
          filter={filter}
          pages={page.pages}
          now={new Date()}
          filtered={filtered}
          overdue={page.overdue}
        />
      </BulkSelectable>
    </div>
  );
}
