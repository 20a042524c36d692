import { type BillStatus, billStatus } from "./bill-values";
import type { HistoryRowData } from "./types";

/**
 * An entry's status as a person reads it: a bill's code by its meaning, a QR payment's status in the
 * provider's words, or none when the details carry none. `raw` is the value as received.
 */
export type EntryStatus =
  | { kind: "bill"; meaning: BillStatus; raw: string }
  | { kind: "unknown_code"; raw: string }
  | { kind: "text"; raw: string }
  | { kind: "none" };

export function entryStatus(row: Pick<HistoryRowData, "type" | "status">): EntryStatus {
  if (row.status === null) return { kind: "none" };
  if (row.type !== "payment_bill") return { kind: "text", raw: row.status };
  const meaning = billStatus(row.status);
  return meaning ? { kind: "bill", meaning, raw: row.status } : { kind: "unknown_code", raw: row.status };
}

/** One key per status a person tells apart: the totals keep each apart. */
export function statusKey(status: EntryStatus): string {
  switch (status.kind) {
    case "bill":
      return status.meaning;
    case "none":
      return "none";
    default:
      return `${status.kind}:${status.raw}`;
  }
}
