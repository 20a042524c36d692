"use client";
import { AlertTriangle, HelpCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { entryStatus } from "@/lib/history/entry-status";
import { isKnownEntryType } from "@/lib/history/entry-types";
import { type QrProblem, qrProblemCount } from "@/lib/history/qr-problems";
import type { HistoryRowData } from "@/lib/history/types";
import { cn } from "@/lib/ui/cn";
import { useStatusText } from "./use-status-text";

/** Every entry has one: its meaning in words, the provider's value on hover, "No status" when there is none. */
export function StatusBadge({ row }: { row: Pick<HistoryRowData, "type" | "status"> }) {
  const statusText = useStatusText();
  const status = entryStatus(row);
  const { text, title, tone } = statusText(status);
  return (
    <Badge
      tone={tone}
      title={title}
      data-testid="status-badge"
      className={cn(status.kind === "none" && "border-dashed bg-transparent text-muted-foreground")}
    >
      {text}
    </Badge>
  );
}

export function DuplicateBadge() {
  const t = useTranslations("history");
  return (
    <Badge tone="warning" data-testid="duplicate-badge">
      {t("duplicate")}
    </Badge>
  );
}

/**
 * The mark of a QR with a problem (`QrProblem`): compact, so the merchant's name keeps the room, in words as
 * well as colour. The whole text is read with the row by a screen reader and shown beside the mark while the
 * pointer is on it or the row has the keyboard's focus (the row is a button: nothing focusable inside it).
 */
export function QrProblemBadge({ problems }: { problems: readonly QrProblem[] }) {
  const t = useTranslations("history.qrProblems");
  if (problems.length === 0) return null;
  const text = problems
    .map((problem) => {
      if (problem.code === "record_differs") return t("record_differs", { count: problem.differences });
      if (problem.code === "qris_errors") return t("qris_errors", { count: problem.errors });
      return t(problem.code);
    })
    .join(", ");
  const full = `${t("label")}: ${text}`;
  return (
    <span className="group/mark relative inline-flex shrink-0" data-testid="qr-problem-badge">
      <Badge tone="danger" className="gap-1" aria-hidden data-testid="qr-problem-mark">
        <AlertTriangle className="h-3.5 w-3.5" />
        {t("short", { count: qrProblemCount(problems) })}
      </Badge>
      <span className="sr-only">{full}</span>
      <span
        aria-hidden
        data-testid="qr-problem-tooltip"
        className="pointer-events-none absolute top-1/2 left-full z-20 ml-2 hidden w-max max-w-[min(28rem,70vw)] -translate-y-1/2 rounded-md bg-foreground px-2 py-1 text-xs font-normal text-background shadow-md group-hover/mark:block group-focus-visible/row:block"
      >
        {full}
      </span>
    </span>
  );
}

/** The entry's type in words; a type the app does not know says so, with a mark, rather than pass as a kind. */
export function TypeLabel({ type, label }: { type: string; label: string }) {
  const t = useTranslations("history");
  if (isKnownEntryType(type)) return <>{label}</>;
  return (
    <span className="inline-flex items-center gap-1 text-warning" title={t("unknownTypeHint")}>
      <HelpCircle className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span className="truncate">{label}</span>
    </span>
  );
}
