import type { QRis } from "@/lib/provider/schemas/history-details";
import type { DecodedQris, QrisFinding } from "@/lib/qris/decoded-qris";
import { compareQrisWithRecord } from "./qris-comparison";

/**
 * What is wrong with an entry's QR, as the list marks it without opening the entry: a checksum that fails or
 * is missing, a contradiction with the provider's record on a field that matters, a finding of severity error.
 * Warnings, absences and contradictions on other fields are shown in the opened entry only: a mark on every
 * row would be read as no mark at all.
 */
export type QrProblem =
  | { code: "crc_invalid" }
  | { code: "crc_missing" }
  | { code: "record_differs"; differences: number }
  | { code: "qris_errors"; errors: number };

/** Findings the CRC marks already say: a wrong or missing checksum. */
function saidByCrcMark(finding: QrisFinding): boolean {
  return (
    finding.code === "crc_mismatch" ||
    finding.code === "crc_bad_length" ||
    (finding.code === "missing_tag" && finding.tag === "63")
  );
}

/** The problems of a QR payment's decoded payload, from the same comparison its details show. */
export function qrProblemsOf(decoded: DecodedQris, qRis: QRis | undefined): QrProblem[] {
  const problems: QrProblem[] = [];
  if (decoded.crc.status === "invalid") problems.push({ code: "crc_invalid" });
  if (decoded.crc.status === "missing") problems.push({ code: "crc_missing" });
  const errors = decoded.findings.filter(
    (finding) => finding.severity === "error" && !saidByCrcMark(finding),
  ).length;
  if (errors > 0) problems.push({ code: "qris_errors", errors });
  if (qRis !== undefined) {
    const { contradictionsThatMatter } = compareQrisWithRecord(decoded, qRis);
    if (contradictionsThatMatter > 0)
      problems.push({ code: "record_differs", differences: contradictionsThatMatter });
  }
  return problems;
}

/** How many things the mark counts: each failed check once, each contradiction and error finding on its own. */
export function qrProblemCount(problems: readonly QrProblem[]): number {
  let count = 0;
  for (const problem of problems) {
    if (problem.code === "record_differs") count += problem.differences;
    else if (problem.code === "qris_errors") count += problem.errors;
    else count += 1;
  }
  return count;
}
