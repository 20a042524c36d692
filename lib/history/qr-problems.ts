import type { QrInvoiceDetails } from "@/lib/provider/schemas/history-details";
import { decodeQris } from "@/lib/qris/decode";
import { compareQrisWithRecord } from "./qris-comparison";

/**
 * What is wrong with an entry's QR, as the list marks it without opening the entry. A list, so further
 * checks of the payload can add their findings to the same mark and filter.
 */
export type QrProblem =
  | { code: "crc_invalid" }
  | { code: "crc_missing" }
  | { code: "record_differs"; differences: number };

/** The problems of a QR payment's payload, from the same decoder and comparison its details show. */
export function qrProblemsOf(details: Pick<QrInvoiceDetails, "qrContent" | "qRis">): QrProblem[] {
  if (!details.qrContent) return [];
  const decoded = decodeQris(details.qrContent);
  const problems: QrProblem[] = [];
  if (decoded.crc.status === "invalid") problems.push({ code: "crc_invalid" });
  if (decoded.crc.status === "missing") problems.push({ code: "crc_missing" });
  if (details.qRis !== undefined) {
    const { differences } = compareQrisWithRecord(decoded, details.qRis);
    if (differences > 0) problems.push({ code: "record_differs", differences });
  }
  return problems;
}
