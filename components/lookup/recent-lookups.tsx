"use client";
import { CheckCircle2, CircleAlert, History, SearchX } from "lucide-react";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { Card, CardTitle } from "@/components/ui/card";
import { timeAgo } from "@/lib/format/time-ago";
import type { RecentLookup } from "@/lib/lookup/schemas";
import { cn } from "@/lib/ui/cn";

const OUTCOME_ICONS = {
  found: <CheckCircle2 className="h-4 w-4 text-success" aria-hidden />,
  not_found: <SearchX className="h-4 w-4 text-muted-foreground" aria-hidden />,
  failed: <CircleAlert className="h-4 w-4 text-destructive" aria-hidden />,
};

/** The agent's own last lookups (kept on the server); one click looks one up again. */
export function RecentLookups({
  entries,
  loadFailed,
  activeQuery,
  onRepeat,
}: {
  entries: RecentLookup[];
  loadFailed: boolean;
  activeQuery: string;
  onRepeat: (entry: RecentLookup) => void;
}) {
  const t = useTranslations("lookup.recent");
  const kinds = useTranslations("lookup.kinds");
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  return (
    <Card className="p-4" aria-labelledby="recent-lookups-title">
      <CardTitle id="recent-lookups-title" className="mb-3 flex items-center gap-2">
        <History className="h-4 w-4 text-muted-foreground" aria-hidden />
        {t("title")}
      </CardTitle>
      {loadFailed && <p className="mb-2 text-sm text-destructive">{t("loadFailed")}</p>}
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="-mx-2 grid gap-0.5" data-testid="recent-lookups">
          {entries.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onRepeat(entry)}
                title={t("repeat", { query: entry.query })}
                aria-current={entry.query === activeQuery ? "true" : undefined}
                className={cn(
                  "grid w-full grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2 rounded-md px-2 py-1.5 text-left hover:bg-muted",
                  "focus-visible:outline-2 focus-visible:outline-ring",
                  entry.query === activeQuery && "bg-muted",
                )}
              >
                <span className="mt-0.5">{OUTCOME_ICONS[entry.outcome]}</span>
                <span className="truncate font-mono text-xs">{entry.query}</span>
                <span className="col-start-2 text-xs text-muted-foreground" suppressHydrationWarning>
                  {t(`outcomes.${entry.outcome}`)}
                  {entry.matchedKind && ` ${t("as", { kind: kinds(entry.matchedKind) })}`}
                  {" · "}
                  {timeAgo(format, entry.at, now)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
