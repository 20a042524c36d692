import { describe, expect, it } from "vitest";
import { codeBook } from "@/lib/provider-codes/code-text";
import type { CodeMeaning } from "@/lib/provider-codes/fields";
import { classifyRow, type RowAnswer } from "./classify";

const meaning = (code: string, labelEn: string, overrides: Partial<CodeMeaning> = {}): CodeMeaning => ({
  field: "trxStatus",
  code,
  labelEn,
  labelId: `${labelEn} (id)`,
  tone: "success",
  countsAsPaid: true,
  ...overrides,
});
const codes = codeBook([
  meaning("SUCCESS", "Paid"),
  meaning("PAID", "Paid"),
  meaning("SETTLED", "Paid", { countsAsPaid: false }),
  meaning("FAILED", "Failed", { tone: "failed", countsAsPaid: false }),
]);
const empty = codeBook([]);

const found = (trxStatus = "SUCCESS", paidAmount = "IDR 1234567.89"): RowAnswer => ({
  outcome: "found",
  matchedKind: "partnerId",
  record: {
    requestId: "0b6f3c9e-5a4d-4f3e-9a51-2c7d8e9f0a1b",
    transactionId: "trx-1",
    trxStatus,
    paidAmount,
    settlementTs: "2026-11-27T10:15:30.000+07:00",
  },
});
const expecting = (expectedStatus: string | null, expectedAmountMinor: string | null) => ({
  expectedStatus,
  expectedAmountMinor,
});

describe("classifyRow", () => {
  it("puts a pasted identifier the provider answered in found, with what it answered", () => {
    const row = classifyRow(expecting(null, null), found(), empty);
    expect(row).toMatchObject({
      bucket: "found",
      matchedKind: "partnerId",
      providerStatus: "SUCCESS",
      providerAmountMinor: "123456789",
      providerCurrency: "IDR",
      providerTransactionId: "trx-1",
      providerError: null,
    });
    expect(row.providerSettledAt?.toISOString()).toBe("2026-11-27T03:15:30.000Z");
  });

  it("matches a row whose status and amount are the provider's", () => {
    expect(classifyRow(expecting("SUCCESS", "123456789"), found(), empty).bucket).toBe("matched");
  });

  it("compares amounts exactly in minor units, one cent apart being a difference", () => {
    expect(classifyRow(expecting(null, "123456788"), found(), empty).bucket).toBe("amount_differs");
    expect(classifyRow(expecting(null, "123456789"), found(), empty).bucket).toBe("matched");
    // Past 2^53 a float would call these equal.
    const huge = found("SUCCESS", "IDR 90071992547409.93");
    expect(classifyRow(expecting(null, "9007199254740992"), huge, empty).bucket).toBe("amount_differs");
    expect(classifyRow(expecting(null, "9007199254740993"), huge, empty).bucket).toBe("matched");
  });

  it("says the status differs when the texts differ and the dictionary does not give both one meaning", () => {
    expect(classifyRow(expecting("FAILED", null), found(), codes).bucket).toBe("status_differs");
    expect(classifyRow(expecting("PAID", null), found(), empty).bucket).toBe("status_differs");
    // Same labels, but only one counts as paid: not the same meaning.
    expect(classifyRow(expecting("SETTLED", null), found(), codes).bucket).toBe("status_differs");
    // An unknown code is compared as received, case and all.
    expect(classifyRow(expecting("success", null), found(), codes).bucket).toBe("status_differs");
  });

  it("takes two codes the dictionary gives the same meaning as the same status", () => {
    expect(classifyRow(expecting("PAID", "123456789"), found(), codes).bucket).toBe("matched");
  });

  it("puts a differing status before a differing amount", () => {
    expect(classifyRow(expecting("FAILED", "1"), found(), codes).bucket).toBe("status_differs");
  });

  it("puts what the provider does not know in not_found and every other failure in provider_error", () => {
    expect(classifyRow(expecting("SUCCESS", "1"), { outcome: "not_found" }, codes)).toMatchObject({
      bucket: "not_found",
      providerStatus: null,
    });
    const failed = classifyRow(
      expecting(null, null),
      { outcome: "failed", error: "The provider did not answer in time" },
      codes,
    );
    expect(failed).toMatchObject({
      bucket: "provider_error",
      providerError: "The provider did not answer in time",
    });
  });
});
