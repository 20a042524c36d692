import type { z } from "zod";
import type { HistoryEntry } from "@/lib/provider/schemas/history";
import {
  type PaymentBillDetails,
  paymentBillDetailsSchema,
  type QrInvoiceDetails,
  qrInvoiceDetailsSchema,
} from "@/lib/provider/schemas/history-details";
import { decodeQris } from "@/lib/qris/decode";
import { maskCustomerValues, maskCustomerValuesInText } from "./mask";
import { qrProblemsOf } from "./qr-problems";
import type { EntryDetailsView, HistoryRowData, InvalidDetailsKey } from "./types";

type Json = Record<string, unknown>;

interface Salvaged {
  data: Json;
  missing: string[];
  invalid: InvalidDetailsKey[];
  extra: string[];
}

/** Sorts the keys of details that passed validation: documented and present, documented and absent, extra. */
function describeKeys(shape: Record<string, unknown>, data: Json): Salvaged {
  const missing = Object.keys(shape).filter((key) => data[key] === undefined);
  const extra = Object.keys(data).filter((key) => !(key in shape));
  return { data: maskCustomerValues(data) as Json, missing, invalid: [], extra };
}

/** Keeps every documented key that is valid on its own, so one bad key does not hide the others. */
function salvage(schema: z.ZodObject, json: Json): Salvaged {
  const shape = schema.shape as Record<string, z.ZodType>;
  const result: Salvaged = { data: {}, missing: [], invalid: [], extra: [] };
  for (const [key, keySchema] of Object.entries(shape)) {
    if (json[key] === undefined) {
      result.missing.push(key);
      continue;
    }
    const parsed = keySchema.safeParse(json[key]);
    if (parsed.success) result.data[key] = parsed.data;
    else {
      const masked = (maskCustomerValues({ [key]: json[key] }) as Json)[key];
      result.invalid.push({ key, value: JSON.stringify(masked) ?? "" });
    }
  }
  for (const key of Object.keys(json)) {
    if (key in shape) continue;
    result.extra.push(key);
    result.data[key] = json[key];
  }
  result.data = maskCustomerValues(result.data) as Json;
  return result;
}

function detailsView(entry: HistoryEntry): EntryDetailsView {
  const parsed = entry.parsedDetails;
  switch (parsed.kind) {
    case "qr_invoice": {
      const { data, ...rest } = describeKeys(qrInvoiceDetailsSchema.shape, parsed.data as Json);
      return { kind: "qr_invoice", data: data as QrInvoiceDetails, ...rest };
    }
    case "payment_bill": {
      const { data, ...rest } = describeKeys(paymentBillDetailsSchema.shape, parsed.data as Json);
      return { kind: "payment_bill", data: data as PaymentBillDetails, ...rest };
    }
    case "invalid": {
      if (parsed.type === "qr_invoice") {
        const { data, ...rest } = salvage(qrInvoiceDetailsSchema, parsed.json);
        return { kind: "qr_invoice", data: data as QrInvoiceDetails, ...rest };
      }
      const { data, ...rest } = salvage(paymentBillDetailsSchema, parsed.json);
      return { kind: "payment_bill", data: data as PaymentBillDetails, ...rest };
    }
    case "unknown_type":
    case "not_object":
      return {
        kind: "raw",
        reason: parsed.kind,
        text: JSON.stringify(maskCustomerValues(parsed.json), null, 2) ?? "",
      };
    case "not_json":
      return { kind: "raw", reason: "not_json", text: maskCustomerValuesInText(parsed.raw) };
  }
}

const nonEmpty = (text: string | undefined): string | null => (text?.trim() ? text : null);

/**
 * A provider history entry as the browser gets it: details parsed, salvaged and masked, summary picked, and
 * its QR checked once here so the list can mark a problem without opening the entry. `checkQr: false` skips
 * that check where nothing reads the result (the QR is then decoded only for a name the record lacks).
 */
export function toHistoryRow(entry: HistoryEntry, { checkQr = true } = {}): HistoryRowData {
  const details = detailsView(entry);
  const row: HistoryRowData = {
    seq: entry.seq,
    ts: entry.ts,
    type: entry.type,
    msgId: entry.msgId,
    refId: entry.refId ?? null,
    amount: entry.amount,
    duplicateEvent: entry.duplicateEvent,
    headline: null,
    status: null,
    transactionId: null,
    details,
    qrProblems: checkQr ? [] : null,
  };
  if (details.kind === "qr_invoice") {
    const { data } = details;
    const recordedName = nonEmpty(data.merchantName) ?? nonEmpty(data.qRis?.merchantName);
    const decoded = data.qrContent && (checkQr || recordedName === null) ? decodeQris(data.qrContent) : null;
    // The QR's own name (tag 59): the merchant's, or on a transfer QR the beneficiary's.
    row.headline = recordedName ?? nonEmpty(decoded?.merchantName ?? undefined);
    row.status = nonEmpty(data.status);
    row.transactionId = nonEmpty(data.transactionId);
    if (checkQr && decoded) row.qrProblems = qrProblemsOf(decoded, data.qRis);
  } else if (details.kind === "payment_bill") {
    row.headline = nonEmpty(details.data.description) ?? nonEmpty(details.data.sourceName);
    row.status = details.data.status === undefined ? null : String(details.data.status);
    row.transactionId = nonEmpty(details.data.trxId);
  }
  return row;
}
