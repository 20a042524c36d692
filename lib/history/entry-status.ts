import type { CodeField } from "@/lib/provider-codes/fields";
import type { HistoryRowData } from "./types";

/**
 * An entry's status as received: a bill's integer or a QR payment's word, with the dictionary field that
 * says what it means (lib/provider-codes), or none when the details carry none.
 */
export type EntryStatus =
  | { kind: "code"; field: Extract<CodeField, "billStatus" | "qrStatus">; raw: string }
  | { kind: "none" };

export function entryStatus(row: Pick<HistoryRowData, "type" | "status">): EntryStatus {
  if (row.status === null) return { kind: "none" };
  return { kind: "code", field: row.type === "payment_bill" ? "billStatus" : "qrStatus", raw: row.status };
}

/** One key per value as received: the totals keep every value apart, whatever it is taken to mean. */
export function statusKey(status: EntryStatus): string {
  return status.kind === "none" ? "none" : `${status.field}:${status.raw}`;
}
