"use client";
import { useTranslations } from "next-intl";
import { Suspense } from "react";
import type { FirstHistoryPage } from "@/lib/history/first-page";
import { userIdProblem } from "@/lib/history/user-id";
import { FirstPageLoading } from "./first-page-loading";
import { HistoryResults } from "./history-results";
import { useHistoryUrlState } from "./use-history-url-state";
import { UserIdForm } from "./user-id-form";

export function HistoryView({
  canExport,
  firstPage,
}: {
  canExport: boolean;
  /** The first page of the URL's user, read by the server while it rendered the page. */
  firstPage?: Promise<FirstHistoryPage | null> | null;
}) {
  const t = useTranslations("history");
  const { userId, filter, openUser, setFilter, clearFilter } = useHistoryUrlState();
  // A user id from the URL gets the same check as one typed in the form.
  const current = userId && userIdProblem(userId) === null ? userId.trim() : null;
  return (
    <div className="grid gap-6">
      <UserIdForm current={userId} onOpen={openUser} />
      {current ? (
        <Suspense fallback={<FirstPageLoading />}>
          <HistoryResults
            key={current}
            userId={current}
            firstPage={firstPage}
            filter={filter}
            onFilterChange={setFilter}
            onClearFilter={clearFilter}
            canExport={canExport}
          />
        </Suspense>
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t("prompt")}
        </p>
      )}
    </div>
  );
}
