"use client";
import { useTranslations } from "next-intl";
import { userIdProblem } from "@/lib/history/user-id";
import { HistoryResults } from "./history-results";
import { useHistoryUrlState } from "./use-history-url-state";
import { UserIdForm } from "./user-id-form";

export function HistoryView({ canExport }: { canExport: boolean }) {
  const t = useTranslations("history");
  const { userId, filter, openUser, setFilter, clearFilter } = useHistoryUrlState();
  // A user id from the URL gets the same check as one typed in the form.
  const current = userId && userIdProblem(userId) === null ? userId.trim() : null;
  return (
    <div className="grid gap-6">
      <UserIdForm current={userId} onOpen={openUser} />
      {current ? (
        <HistoryResults
          key={current}
          userId={current}
          filter={filter}
          onFilterChange={setFilter}
          onClearFilter={clearFilter}
          canExport={canExport}
        />
      ) : (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t("prompt")}
        </p>
      )}
    </div>
  );
}
