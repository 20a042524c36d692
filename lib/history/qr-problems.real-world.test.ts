import { describe, expect, it } from "vitest";
import type { QRis } from "@/lib/provider/schemas/history-details";
import { decodeQris } from "@/lib/qris/decode";
import { REAL_WORLD_PAYLOADS } from "@/lib/qris/real-world/payloads";
import { qrProblemsOf } from "./qr-problems";

const calledValid = REAL_WORLD_PAYLOADS.filter((entry) => entry.sourceSays === "valid" && !entry.weFind);

/** A record as a provider that keeps only part of the QR writes it: a name, the rest left out or empty. */
function sparseRecordOf(payload: string): QRis {
  const decoded = decodeQris(payload);
  return {
    merchantName: decoded.merchantName ?? "",
    merchantCity: "",
    transactionAmount: "",
    postalCode: "",
    merchantInfo: {},
    additionalData: { originalAdditionalData: "", terminalLabel: "", proprietaryData: "" },
  };
}

describe("QR problems on real-world payloads their sources call valid", () => {
  it.each(calledValid.map((entry) => [entry.payload.slice(0, 60), entry.payload] as const))(
    "%s…: no mark without a record, nor with a record that only leaves things out",
    (_label, payload) => {
      const decoded = decodeQris(payload);
      expect(qrProblemsOf(decoded, undefined)).toEqual([]);
      expect(qrProblemsOf(decoded, sparseRecordOf(payload))).toEqual([]);
    },
  );

  it("marks the same payloads once the record contradicts the amount they carry", () => {
    const dynamic = calledValid.map((entry) => decodeQris(entry.payload)).filter((decoded) => decoded.amount);
    expect(dynamic.length).toBeGreaterThan(0);
    for (const decoded of dynamic) {
      const problems = qrProblemsOf(decoded, { transactionAmount: `${decoded.amount}1` });
      expect(problems).toEqual([{ code: "record_differs", differences: 1 }]);
    }
  });
});
