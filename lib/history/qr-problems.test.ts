import { describe, expect, it } from "vitest";
import type { QRis } from "@/lib/provider/schemas/history-details";
import { CONFORMING, decodeFields, encodeFields } from "@/lib/qris/conformance/test-fields";
import { decodeQris } from "@/lib/qris/decode";
import type { DecodedQris, QrisFinding } from "@/lib/qris/decoded-qris";
import { qrProblemCount, qrProblemsOf } from "./qr-problems";

const conforming = decodeFields(CONFORMING);

/** The same QR with these findings: the mark depends on severities, not on which rules exist. */
const withFindings = (...findings: QrisFinding[]): DecodedQris => ({ ...conforming, findings });
const finding = (severity: QrisFinding["severity"], tag = "59"): QrisFinding => ({
  code: "value_too_long",
  severity,
  tag,
});

/** What a provider that parsed the same QR records, fields as it spells them. */
const record: QRis = {
  merchantName: "Warung Bu Sri",
  merchantCity: "Yogyakarta",
  merchantCategoryCode: "5812",
  transactionAmount: "25000.00",
  transactionCurrency: "360",
  crc: conforming.crc.actual ?? "",
  merchantInfo: { "26": { merchantPan: "936009153000012347", merchantId: "ID1020012345678" } },
};

describe("qrProblemsOf", () => {
  it("finds nothing on a QR that follows the rules and agrees with its record", () => {
    expect(qrProblemsOf(conforming, record)).toEqual([]);
    expect(qrProblemsOf(conforming, undefined)).toEqual([]);
  });

  it("never marks an absence: templates, keys and values the record leaves out or empty", () => {
    const sparse: QRis = {
      merchantName: "Warung Bu Sri",
      merchantCity: "",
      transactionAmount: "",
      merchantInfo: {},
      additionalData: { originalAdditionalData: "", terminalLabel: "" },
    };
    expect(qrProblemsOf(conforming, sparse)).toEqual([]);
    expect(qrProblemsOf(conforming, {})).toEqual([]);
  });

  it("marks a contradiction on a field that matters, counting each", () => {
    const problems = qrProblemsOf(conforming, {
      ...record,
      merchantName: "Warung Bu Sri 2",
      transactionAmount: "26000",
    });
    expect(problems).toEqual([{ code: "record_differs", differences: 2 }]);
    expect(qrProblemCount(problems)).toBe(2);
  });

  it("does not mark a contradiction on a field that does not matter", () => {
    expect(qrProblemsOf(conforming, { ...record, postalCode: "10110", countryCode: "SG" })).toEqual([]);
  });

  it("marks an error finding, never a warning", () => {
    expect(qrProblemsOf(withFindings(finding("warning"), finding("warning", "01")), record)).toEqual([]);
    const problems = qrProblemsOf(withFindings(finding("error"), finding("warning")), record);
    expect(problems).toEqual([{ code: "qris_errors", errors: 1 }]);
  });

  it("marks a CRC that fails or is missing once, not again as a finding", () => {
    const body = encodeFields(CONFORMING);
    const good = decodeFields(CONFORMING).crc.actual ?? "";
    const wrong = ((Number.parseInt(good, 16) + 1) & 0xffff).toString(16).toUpperCase().padStart(4, "0");
    expect(qrProblemsOf(decodeQris(`${body}6304${wrong}`), undefined)).toEqual([{ code: "crc_invalid" }]);
    expect(qrProblemsOf(decodeQris(body), undefined)).toEqual([{ code: "crc_missing" }]);
  });
});
