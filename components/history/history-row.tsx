"use client";
import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { type KeyboardEvent, memo } from "react";
import { entryKey } from "@/lib/history/paging";
import type { HistoryRowData } from "@/lib/history/types";
import { cn } from "@/lib/ui/cn";
import { ROW_GRID } from "./columns";
import { EntryDetails } from "./entry-details";
import { DuplicateBadge, QrProblemBadge, StatusBadge, TypeLabel } from "./row-badges";
import type { HistoryFormat } from "./use-history-format";

interface HistoryRowProps {
  row: HistoryRowData;
  index: number;
  expanded: boolean;
  format: HistoryFormat;
  onToggle: (key: string) => void;
  onMove: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
}

/** One entry: a summary line that opens its details below it. */
export const HistoryRow = memo(function HistoryRow({
  row,
  index,
  expanded,
  format,
  onToggle,
  onMove,
}: HistoryRowProps) {
  const t = useTranslations("history");
  const key = entryKey(row);
  const panelId = `entry-${row.seq}-${row.msgId}`;
  return (
    <div className={cn("border-b bg-card", expanded && "bg-muted/30")}>
      <button
        type="button"
        data-row-toggle={index}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={() => onToggle(key)}
        onKeyDown={(event) => onMove(event, index)}
        className={cn(
          ROW_GRID,
          "group/row w-full px-3 py-2.5 text-left text-sm hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        )}
      >
        {/* The name first and whole: it wraps, and the marks after it move to the next line when short of room. */}
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-medium lg:col-start-3 lg:row-start-1">
          <span className="min-w-0 break-words" data-testid="row-headline">
            {row.headline ?? <span className="text-muted-foreground">{t("noHeadline")}</span>}
          </span>
          {row.duplicateEvent && <DuplicateBadge />}
          {row.qrProblems && <QrProblemBadge problems={row.qrProblems} />}
        </span>
        <span className="text-right font-medium tabular-nums lg:col-start-5 lg:row-start-1">
          {format.money(row.amount)}
        </span>
        <span className="col-span-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground lg:contents lg:text-sm">
          <span className="whitespace-nowrap tabular-nums lg:col-start-1 lg:row-start-1">
            {format.time(row.ts)}
          </span>
          <span className="min-w-0 truncate lg:col-start-2 lg:row-start-1">
            <TypeLabel type={row.type} label={format.type(row.type)} />
          </span>
          <span className="lg:col-start-4 lg:row-start-1">
            <StatusBadge row={row} />
          </span>
        </span>
        <ChevronDown
          aria-hidden
          className={cn(
            "hidden h-4 w-4 text-muted-foreground transition-transform lg:col-start-6 lg:row-start-1 lg:block",
            expanded && "rotate-180",
          )}
        />
      </button>
      {expanded && (
        <div id={panelId} className="border-t px-3 py-4 md:px-4">
          <EntryDetails row={row} format={format} />
        </div>
      )}
    </div>
  );
});
