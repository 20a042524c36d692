"use client";
import { useTranslations } from "next-intl";
import type { QrisComparison } from "@/lib/history/qris-comparison";
import { cn } from "@/lib/ui/cn";

/** The provider's qRis object field by field against the QR; open by itself when they disagree. */
export function QrisComparisonTable({ comparison }: { comparison: QrisComparison }) {
  const t = useTranslations("history.qr");
  const shown = (value: string | null) =>
    value === null || value === "" ? <span className="text-muted-foreground">{t("absent")}</span> : value;
  return (
    <details open={comparison.differences > 0} className="rounded-md border">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{t("comparison")}</summary>
      <div className="overflow-x-auto border-t">
        <table className="w-full text-left text-xs" data-testid="qr-comparison">
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t("field")}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t("tag")}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t("inQr")}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t("recorded")}
              </th>
              <th scope="col" className="px-2 py-1.5 font-medium">
                {t("result")}
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr
                key={row.field}
                data-status={row.status}
                className={cn("border-t align-top", row.status === "differs" && "bg-destructive/10")}
              >
                <td className="px-2 py-1 font-mono">{row.field}</td>
                <td className="px-2 py-1 font-mono">{row.tag}</td>
                <td className="px-2 py-1 font-mono break-all">{shown(row.inQr)}</td>
                <td className="px-2 py-1 font-mono break-all">
                  {row.status === "not_recorded" ? "" : shown(row.recorded)}
                </td>
                <td
                  className={cn(
                    "px-2 py-1 whitespace-nowrap",
                    row.status === "differs" && "font-semibold text-destructive",
                    row.status === "not_recorded" && "text-muted-foreground",
                  )}
                >
                  {t(`statuses.${row.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
