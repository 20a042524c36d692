import type { QrInvoiceDetails } from "@/lib/provider/schemas/history-details";
import { decodeQris } from "@/lib/qris/decode";
import type { QrisFinding } from "@/lib/qris/decoded-qris";
import { compareQrisWithRecord } from "./qris-comparison";

/**
 * What is wrong with an entry's QR, as the list marks it without opening the entry. A list, so further
 * checks of the payload can add their findings to the same mark and filter.
 */
export type QrProblem =
  | { code: "crc_invalid" }
  | { code: "crc_missing" }
  | { code: "record_differs"; differences: number }
  | { code: "qris_findings"; errors: number; warnings: number };

/** Findings the CRC marks already say: a wrong or missing checksum. */
function saidByCrcMark(finding: QrisFinding): boolean {
  return (
    finding.code === "crc_mismatch" ||
    finding.code === "crc_bad_length" ||
    (finding.code === "missing_tag" && finding.tag === "63")
  );
}

/** The problems of a QR payment's payload, from the same decoder and comparison its details show. */
export function qrProblemsOf(details: Pick<QrInvoiceDetails, "qrContent" | "qRis">): QrProblem[] {
  if (!details.qrContent) return [];
  const decoded = decodeQris(details.qrContent);
  const problems: QrProblem[] = [];
  if (decoded.crc.status === "invalid") problems.push({ code: "crc_invalid" });
  if (decoded.crc.status === "missing") problems.push({ code: "crc_missing" });
  const findings = decoded.findings.filter((finding) => !saidByCrcMark(finding));
  if (findings.length > 0) {
    const errors = findings.filter((finding) => finding.severity === "error").length;
    problems.push({ code: "qris_findings", errors, warnings: findings.length - errors });
  }
  if (details.qRis !== undefined) {
    const { differences } = compareQrisWithRecord(decoded, details.qRis);
    if (differences > 0) problems.push({ code: "record_differs", differences });
  }
  return problems;
}
