"use client";
import { AlertTriangle, HelpCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { entryStatus } from "@/lib/history/entry-status";
import { isKnownEntryType } from "@/lib/history/entry-types";
import type { QrProblem } from "@/lib/history/qr-problems";
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
 * The mark of a QR that fails its CRC, breaks a QRIS rule or differs from the provider's record, in words as
 * well as colour.
 */
export function QrProblemBadge({ problems }: { problems: readonly QrProblem[] }) {
  const t = useTranslations("history.qrProblems");
  if (problems.length === 0) return null;
  const text = problems
    .map((problem) => {
      if (problem.code === "record_differs") return t("record_differs", { count: problem.differences });
      if (problem.code === "qris_findings")
        return t("qris_findings", { count: problem.errors + problem.warnings });
      return t(problem.code);
    })
    .join(", ");
  return (
    <Badge tone="danger" title={t("hint")} data-testid="qr-problem-badge" className="shrink-0 gap-1">
      <AlertTriangle className="h-3.5 w-3.5" aria-hidden />
      {t("label")}: {text}
    </Badge>
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
