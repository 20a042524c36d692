"use client";
import { useTranslations } from "next-intl";
import type { QrisComparison } from "@/lib/history/qris-comparison";
import { cn } from "@/lib/ui/cn";
import { CompactRow, CompactTable, CompactTd } from "./compact-table";

/** The provider's qRis object field by field against the QR; open by itself when they disagree. */
export function QrisComparisonTable({ comparison }: { comparison: QrisComparison }) {
  const t = useTranslations("history.qr");
  const shown = (value: string | null) =>
    value === null || value === "" ? <span className="text-muted-foreground">{t("absent")}</span> : value;
  return (
    <details open={comparison.differences > 0} className="rounded-md border">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{t("comparison")}</summary>
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
            <CompactRow key={row.field} data-status={row.status} differs={row.status === "differs"}>
              <CompactTd className="font-mono">{row.field}</CompactTd>
              <CompactTd className="font-mono">{row.tag}</CompactTd>
              <CompactTd className="font-mono break-all">{shown(row.inQr)}</CompactTd>
              <CompactTd className="font-mono break-all">
                {row.status === "not_recorded" ? "" : shown(row.recorded)}
              </CompactTd>
              <CompactTd
                className={cn(
                  "whitespace-nowrap",
                  row.status === "differs" && "font-semibold text-destructive",
                  row.status === "not_recorded" && "text-muted-foreground",
                )}
              >
                {t(`statuses.${row.status}`)}
              </CompactTd>
            </CompactRow>
          ))}
        </CompactTable>
      </div>
    </details>
  );
}
