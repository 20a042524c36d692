import type { HistoryRowData } from "./types";

export interface RowFilter {
  /** One entry type, or null for all. */
  type: string | null;
  /** Free text, matched without regard to case against what a row shows and its ids. */
  query: string;
  hideDuplicates: boolean;
  /** Only entries whose QR has a problem the list marks (`QrProblem`): never a warning or an absence. */
  qrProblemsOnly: boolean;
}

const haystacks = new WeakMap<HistoryRowData, string>();

function haystackOf(row: HistoryRowData): string {
  let text = haystacks.get(row);
  if (text === undefined) {
    text = [row.headline, row.type, row.status, row.amount, row.seq, row.msgId, row.refId, row.transactionId]
      .filter((part) => part !== null && part !== undefined)
      .join("\n")
      .toLowerCase();
    haystacks.set(row, text);
  }
  return text;
}

export function isFiltering(filter: RowFilter): boolean {
  return filter.type !== null || filter.query.trim() !== "" || filter.hideDuplicates || filter.qrProblemsOnly;
}

/** The loaded rows a person asked to see; the same array when nothing is filtered. */
export function filterRows(rows: readonly HistoryRowData[], filter: RowFilter): readonly HistoryRowData[] {
  if (!isFiltering(filter)) return rows;
  const terms = filter.query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (row) =>
      (filter.type === null || row.type === filter.type) &&
      !(filter.hideDuplicates && row.duplicateEvent) &&
      !(filter.qrProblemsOnly && !row.qrProblems?.length) &&
      terms.every((term) => haystackOf(row).includes(term)),
  );
}
