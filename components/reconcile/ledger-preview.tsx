"use client";
import { useTranslations } from "next-intl";
import { Table, Td, Th } from "@/components/ui/table";
import type { LedgerPreview as Preview } from "@/lib/reconciliation/ledger/preview";
import { useProblemText } from "./bucket-text";

/** The ledger's first rows as the file holds them, and what the mapping cannot read, row by row. */
export function LedgerPreview({ preview, checking }: { preview: Preview; checking: boolean }) {
  const t = useTranslations("reconcile.screens.preview");
  const ledger = useTranslations("reconcile.ledger");
  const problemText = useProblemText();
  return (
    <div className="grid gap-3" aria-busy={checking} data-testid="ledger-preview">
      <p className="text-sm" data-testid="ledger-row-count">
        {t("rowCount", { count: preview.rowCount })}
        {preview.emptyRows > 0 && ` ${ledger("emptyRowsSkipped", { count: preview.emptyRows })}`}
      </p>
      <div className="grid gap-1">
        <h3 className="text-sm font-medium">{t("problems")}</h3>
        {(preview.invalidRows > 0 || preview.duplicateRows > 0) && (
          <p className="text-sm" data-testid="ledger-problem-counts">
            {t("problemCounts", { invalid: preview.invalidRows, duplicates: preview.duplicateRows })}
          </p>
        )}
        {preview.problems.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="ledger-no-problems">
            {t("noProblems")}
          </p>
        ) : (
          <ul className="grid gap-1 text-sm" data-testid="ledger-problems">
            {preview.problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the problems' order is the file's, fixed.
              <li key={index}>
                {problem.rowNumber === null
                  ? problemText(problem.code, problem)
                  : t("problemAt", { row: problem.rowNumber, problem: problemText(problem.code, problem) })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Table>
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr>
            <Th className="text-right">{t("row")}</Th>
            {preview.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a header may name two columns alike.
              <Th key={index}>{column}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.rowNumber}>
              <Td className="text-right tabular-nums">{row.rowNumber}</Td>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are in the columns' order.
                <Td key={index} className="whitespace-pre-wrap break-all">
                  {cell}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
