import { describe, expect, it } from "vitest";
import { tokenResponseSchema } from "./token";
import { transactionStatusResponseSchema } from "./transaction-status";

const response = {
  requestId: "0b6f7a52-1c1e-4c55-9f57-3c1c7f0c1a11",
  status: 100,
  statusMessage: "success",
  body: {
    requestId: "f3a2c1d0-7b6e-4e5d-8c4b-3a2918070605",
    transactionId: "ord-0001-00000007",
    merchantId: "M-778",
    sku: "PULSA10",
    trxStatus: "settled",
    paidAmount: "IDR 10000.00",
    paidTs: "2025-01-31T10:15:30.123+07:00",
    settlementTs: "2025-01-31T12:00:00.000+07:00",
    mdrFeeAmount: "IDR 70.00",
    productName: "Pulsa 10k",
  },
};

describe("transactionStatusResponseSchema", () => {
  it("parses the documented answer and keeps unknown fields", () => {
    const parsed = transactionStatusResponseSchema.parse({
      ...response,
      body: { ...response.body, channel: "qris" },
    });
    expect(parsed.body).toMatchObject({ trxStatus: "settled", channel: "qris" });
  });

  it("accepts other trxStatus values and a missing settlement time", () => {
    const { settlementTs: _settled, ...pending } = response.body;
    expect(
      transactionStatusResponseSchema.safeParse({ ...response, body: { ...pending, trxStatus: "pending" } })
        .success,
    ).toBe(true);
  });

  it("rejects timestamps without offset and amounts in the wrong format", () => {
    const noOffset = { ...response, body: { ...response.body, paidTs: "2025-01-31T10:15:30.123" } };
    expect(transactionStatusResponseSchema.safeParse(noOffset).success).toBe(false);
    const badAmount = { ...response, body: { ...response.body, paidAmount: "10000" } };
    expect(transactionStatusResponseSchema.safeParse(badAmount).success).toBe(false);
  });

  it("requires the fields the app relies on", () => {
    for (const key of ["requestId", "transactionId", "trxStatus", "paidAmount"] as const) {
      const { [key]: _removed, ...rest } = response.body;
      expect(transactionStatusResponseSchema.safeParse({ ...response, body: rest }).success, key).toBe(false);
    }
  });
});

describe("tokenResponseSchema", () => {
  it("reads the expiry as epoch milliseconds, number or text", () => {
    const answer = { status: 100, username: "c", access_token: "t", token_type: "bearer" };
    expect(tokenResponseSchema.parse({ ...answer, expiry_token: 1735689600000 }).expiry_token).toBe(
      1735689600000,
    );
    expect(tokenResponseSchema.parse({ ...answer, expiry_token: "1735689600000" }).expiry_token).toBe(
      1735689600000,
    );
    expect(tokenResponseSchema.safeParse({ ...answer, access_token: "" }).success).toBe(false);
  });
});
