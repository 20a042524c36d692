import { entryStatus } from "@/lib/history/entry-status";
import { toHistoryRow } from "@/lib/history/entry-view";
import type { HistoryRowData } from "@/lib/history/types";
import { type Amount, parseAmount } from "@/lib/provider/amount";
import type { HistoryEntry } from "@/lib/provider/schemas/history";
import type { PaymentBillDetails, QrInvoiceDetails } from "@/lib/provider/schemas/history-details";
import type { CodeLabeller } from "@/lib/provider-codes/labeller";
import { decodeQris } from "@/lib/qris/decode";
import type { DecodedQris } from "@/lib/qris/decoded-qris";

export type CellValue =
  | { kind: "text"; value: string }
  | { kind: "money"; value: Amount }
  | { kind: "datetime"; value: Date }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | null;

/**
 * One history entry as an export reads it: the history screen's view model (details salvaged and customer
 * values masked, headline and status with the screen's fallbacks), plus the user the provider named and the
 * export's reading of provider codes (the dictionary read once for the whole export, in its language).
 */
export type ExportRow = HistoryRowData & { userId: string | null; label: CodeLabeller };

export function toExportRow(entry: HistoryEntry, label: CodeLabeller): ExportRow {
  // No column reads the QR check, and decoding every payload would only slow the export down. The row is new:
  // adding to it spares copying it for each of the entries.
  return Object.assign(toHistoryRow(entry, { checkQr: false }), { userId: entry.userId ?? null, label });
}

export interface ExportColumn {
  id: string;
  group: "entry" | "qris" | "bill";
  value: (row: ExportRow) => CellValue;
}

const text = (value: string | undefined | null): CellValue =>
  value === undefined || value === null ? null : { kind: "text", value };
const money = (value: string | undefined): CellValue => {
  if (!value) return null;
  try {
    return { kind: "money", value: parseAmount(value) };
  } catch {
    return { kind: "text", value };
  }
};
const bool = (value: boolean | undefined): CellValue =>
  value === undefined ? null : { kind: "boolean", value };
const num = (value: number | undefined): CellValue =>
  value === undefined ? null : { kind: "number", value };

/** A code's label as the screen shows it, beside the column of the code as received. */
const statusLabel = (row: ExportRow): CellValue => {
  const status = entryStatus(row);
  return status.kind === "none" ? null : text(row.label(status.field, status.raw));
};

const qr = (row: ExportRow): QrInvoiceDetails | undefined =>
  row.details.kind === "qr_invoice" ? row.details.data : undefined;
const bill = (row: ExportRow): PaymentBillDetails | undefined =>
  row.details.kind === "payment_bill" ? row.details.data : undefined;

// Decoded only when a QR check column is chosen (toExportRow skips the row's QR check), and once per row.
const decodedQrs = new WeakMap<ExportRow, DecodedQris | null>();
function decodedQr(row: ExportRow): DecodedQris | null {
  if (!decodedQrs.has(row)) {
    const payload = qr(row)?.qrContent;
    decodedQrs.set(row, payload ? decodeQris(payload) : null);
  }
  return decodedQrs.get(row) ?? null;
}
const crcValid = (decoded: DecodedQris | null): CellValue =>
  decoded === null ? null : { kind: "boolean", value: decoded.crc.status === "valid" };
/** Each finding as `code:tag` (the code alone when it concerns the whole payload), separated by "; ". */
const findingCodes = (decoded: DecodedQris | null): CellValue =>
  decoded === null
    ? null
    : text(decoded.findings.map(({ code, tag }) => (tag === null ? code : `${code}:${tag}`)).join("; "));

/** Every column an export can carry, in the order they are written; the flattened QRIS and bill details included. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { id: "seq", group: "entry", value: (e) => num(e.seq) },
  { id: "time", group: "entry", value: (e) => ({ kind: "datetime", value: new Date(e.ts) }) },
  { id: "type", group: "entry", value: (e) => text(e.type) },
  { id: "typeLabel", group: "entry", value: (e) => text(e.label("entryType", e.type)) },
  { id: "amount", group: "entry", value: (e) => money(e.amount) },
  { id: "status", group: "entry", value: (e) => text(e.status) },
  { id: "statusLabel", group: "entry", value: statusLabel },
  { id: "description", group: "entry", value: (e) => text(e.headline) },
  { id: "duplicateEvent", group: "entry", value: (e) => bool(e.duplicateEvent) },
  { id: "msgId", group: "entry", value: (e) => text(e.msgId) },
  { id: "refId", group: "entry", value: (e) => text(e.refId) },
  { id: "userId", group: "entry", value: (e) => text(e.userId) },
  { id: "qr.merchantName", group: "qris", value: (e) => text(qr(e)?.merchantName) },
  { id: "qr.merchantCity", group: "qris", value: (e) => text(qr(e)?.qRis?.merchantCity) },
  { id: "qr.postalCode", group: "qris", value: (e) => text(qr(e)?.qRis?.postalCode) },
  { id: "qr.merchantCategoryCode", group: "qris", value: (e) => text(qr(e)?.qRis?.merchantCategoryCode) },
  { id: "qr.qrType", group: "qris", value: (e) => text(qr(e)?.qrType) },
  { id: "qr.invoiceId", group: "qris", value: (e) => text(qr(e)?.invoiceId) },
  { id: "qr.invoiceAmount", group: "qris", value: (e) => money(qr(e)?.invoiceAmount) },
  { id: "qr.payableAmount", group: "qris", value: (e) => money(qr(e)?.payableAmount) },
  { id: "qr.feeAmount", group: "qris", value: (e) => money(qr(e)?.feeAmount) },
  { id: "qr.discount", group: "qris", value: (e) => num(qr(e)?.discount) },
  { id: "qr.balance", group: "qris", value: (e) => money(qr(e)?.balance) },
  { id: "qr.terminalId", group: "qris", value: (e) => text(qr(e)?.terminalId) },
  // Masked already: the view model masks every customer value.
  { id: "qr.customerPan", group: "qris", value: (e) => text(qr(e)?.customerPan) },
  { id: "qr.merchantPan", group: "qris", value: (e) => text(qr(e)?.merchantPan) },
  { id: "qr.aggregatorId", group: "qris", value: (e) => text(qr(e)?.aggregatorId) },
  { id: "qr.merchantAcquirer", group: "qris", value: (e) => text(qr(e)?.merchantAcquirer) },
  {
    id: "qr.sourceOfFund",
    group: "qris",
    value: (e) => text(qr(e)?.sourceOfFund?.en ?? qr(e)?.sourceOfFund?.id),
  },
  { id: "qr.errorCode", group: "qris", value: (e) => text(qr(e)?.errorCode) },
  {
    id: "qr.errorCodeLabel",
    group: "qris",
    value: (e) => {
      const code = qr(e)?.errorCode;
      return code === undefined ? null : text(e.label("errorCode", code));
    },
  },
  { id: "qr.isPending", group: "qris", value: (e) => bool(qr(e)?.isPending) },
  { id: "qr.transactionId", group: "qris", value: (e) => text(qr(e)?.transactionId) },
  { id: "qr.crcValid", group: "qris", value: (e) => crcValid(decodedQr(e)) },
  { id: "qr.findings", group: "qris", value: (e) => findingCodes(decodedQr(e)) },
  { id: "bill.side", group: "bill", value: (e) => text(bill(e)?.side) },
  {
    id: "bill.sideLabel",
    group: "bill",
    value: (e) => {
      const side = bill(e)?.side;
      return side === undefined ? null : text(e.label("billSide", side));
    },
  },
  { id: "bill.type", group: "bill", value: (e) => text(bill(e)?.type) },
  {
    id: "bill.typeLabel",
    group: "bill",
    value: (e) => {
      const type = bill(e)?.type;
      return type === undefined ? null : text(e.label("billType", type));
    },
  },
  { id: "bill.trxId", group: "bill", value: (e) => text(bill(e)?.trxId) },
  { id: "bill.billId", group: "bill", value: (e) => text(bill(e)?.billId) },
  { id: "bill.source", group: "bill", value: (e) => text(bill(e)?.source) },
  { id: "bill.sourceName", group: "bill", value: (e) => text(bill(e)?.sourceName) },
  { id: "bill.status", group: "bill", value: (e) => num(bill(e)?.status) },
  {
    id: "bill.statusLabel",
    group: "bill",
    value: (e) => {
      const status = bill(e)?.status;
      return status === undefined ? null : text(e.label("billStatus", String(status)));
    },
  },
  { id: "bill.balance", group: "bill", value: (e) => money(bill(e)?.balance) },
  { id: "bill.description", group: "bill", value: (e) => text(bill(e)?.description) },
];

export const EXPORT_COLUMN_IDS = EXPORT_COLUMNS.map((c) => c.id);
export const DEFAULT_COLUMN_IDS = EXPORT_COLUMNS.filter((c) => c.group === "entry").map((c) => c.id);

/** The columns chosen, in the canonical order whatever order they were chosen in. */
export function selectColumns(ids: readonly string[]): ExportColumn[] {
  const wanted = new Set(ids);
  return EXPORT_COLUMNS.filter((column) => wanted.has(column.id));
}
