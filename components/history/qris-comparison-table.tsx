"use client";
import { useTranslations } from "next-intl";
import type { QrisComparison, QrisComparisonRow } from "@/lib/history/qris-comparison";
import { cn } from "@/lib/ui/cn";
import { CompactRow, CompactTable, CompactTd } from "./compact-table";
import { useRecordFieldLabel } from "./use-record-field-label";

const resultTone = (row: QrisComparisonRow) => {
  if (row.status === "differs")
    return row.matters ? "font-semibold text-destructive" : "font-medium text-warning";
  if (row.status === "match") return undefined;
  return "text-muted-foreground";
};

/**
 * The provider's qRis object field by field against the QR, each field named in words (its path on hover); open
 * by itself when they contradict each other. A value only one side has is said neutrally, never as a difference.
 */
export function QrisComparisonTable({ comparison }: { comparison: QrisComparison }) {
  const t = useTranslations("history.qr");
  const label = useRecordFieldLabel();
  const shown = (value: string | null) =>
    value === null ? <span className="font-sans text-muted-foreground">{t("absent")}</span> : value;
  return (
    <details open={comparison.contradictions > 0} className="rounded-md border">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{t("comparison")}</summary>
      <p className="border-t px-3 py-2 text-xs text-muted-foreground">{t("comparisonNote")}</p>
      <div className="overflow-x-auto border-t">
        <CompactTable
          data-testid="qr-comparison"
          columns={[
            { label: t("field") },
            { label: t("tag") },
            { label: t("inQr") },
            { label: t("recorded") },
            { label: t("result") },
          ]}
        >
          {comparison.rows.map((row) => (
            <CompactRow
              key={row.field}
              data-field={row.field}
              data-status={row.status}
              data-matters={row.matters || undefined}
              differs={row.status === "differs" && row.matters}
              className={cn(row.status === "differs" && !row.matters && "bg-warning/10")}
            >
              <CompactTd>
                <span title={row.field}>{label(row.field)}</span>
              </CompactTd>
              <CompactTd className="font-mono">{row.tag}</CompactTd>
              <CompactTd className="font-mono break-all">{shown(row.inQr)}</CompactTd>
              <CompactTd className="font-mono break-all">{shown(row.recorded)}</CompactTd>
              <CompactTd className={cn("whitespace-nowrap", resultTone(row))}>
                {t(`statuses.${row.status}`)}
              </CompactTd>
            </CompactRow>
          ))}
        </CompactTable>
      </div>
    </details>
  );
}
