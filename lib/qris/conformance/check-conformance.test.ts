import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeAdditionalData, encodeQris, type QrisInput } from "@/sandbox/qris/encode";
import { decodeQris } from "../decode";

const printableChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
// "max" size: lengths up to the limit, where a length rule would bite, are drawn as often as short ones.
const text = (maxLength: number) => fc.string({ unit: printableChar, minLength: 1, maxLength, size: "max" });
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength, maxLength });
const twoDigits = (value: number | bigint) => String(value).padStart(2, "0");

// Up to 19 digits (QRIS §4.7.5.4), with no check digit asked of the last.
const pan = digits(1, 19);

const amount = fc.oneof(
  fc.bigInt({ min: 1n, max: 9_999_999_999_999n }).map(String),
  fc
    .tuple(fc.bigInt({ min: 0n, max: 9_999_999_999n }), fc.integer({ min: 1, max: 99 }))
    .map(([whole, cents]) => `${whole}.${twoDigits(cents)}`),
);

const percentage = fc
  .integer({ min: 1, max: 9999 })
  .map((hundredths) => `${Math.floor(hundredths / 100)}.${twoDigits(hundredths % 100)}`);

// Sub-tag 01 is a PAN only in the domestic templates (26–45); elsewhere it is whatever the network puts there.
const merchantAccount = (tag: number) =>
  fc.record(
    {
      tag: fc.constant(String(tag)),
      globalUniqueIdentifier: text(32),
      pan: tag <= 45 ? pan : text(19),
      merchantId: text(15),
      criteria: text(3),
    },
    { requiredKeys: ["tag", "globalUniqueIdentifier"] },
  );

const initiation = fc.oneof(
  fc.constant({ pointOfInitiation: "static" as const }),
  amount.map((value) => ({ pointOfInitiation: "dynamic" as const, amount: value })),
);

const conformingInput: fc.Arbitrary<QrisInput> = fc
  .tuple(
    initiation,
    fc.record(
      {
        merchantAccounts: fc
          .uniqueArray(fc.integer({ min: 26, max: 51 }), { minLength: 1, maxLength: 3 })
          .chain((tags) => fc.tuple(...tags.map(merchantAccount))),
        merchantCategoryCode: digits(4, 4),
        currency: digits(3, 3),
        tip: fc.oneof(
          fc.constant({ kind: "prompt" as const }),
          amount.map((fee) => ({ kind: "fixed" as const, fee })),
          percentage.map((value) => ({ kind: "percentage" as const, percentage: value })),
        ),
        countryCode: fc.string({
          unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
          minLength: 2,
          maxLength: 2,
        }),
        merchantName: text(25),
        merchantCity: text(15),
        postalCode: text(10),
        additionalData: fc
          .record(
            {
              billNumber: text(25),
              mobileNumber: text(25),
              storeLabel: text(25),
              loyaltyNumber: text(25),
              referenceLabel: text(25),
              customerLabel: text(25),
              terminalLabel: text(25),
              purposeOfTransaction: text(25),
              additionalConsumerDataRequest: text(3),
              proprietary: text(50),
            },
            { requiredKeys: [] },
          )
          // Tag 62 holds at most 99 characters; the encoder refuses more.
          .filter((data) => encodeAdditionalData(data).length <= 99),
      },
      { requiredKeys: ["merchantAccounts", "merchantCategoryCode", "merchantName", "merchantCity"] },
    ),
  )
  .map(([pointAndAmount, rest]) => ({ ...pointAndAmount, ...rest }));

describe("checkConformance", () => {
  it("finds nothing in any payload the sandbox encoder builds from conforming input", () => {
    fc.assert(
      fc.property(conformingInput, (input) => {
        const decoded = decodeQris(encodeQris(input));
        expect(decoded.findings).toEqual([]);
        expect(decoded.valid).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("has nothing to judge in an empty payload beyond its missing CRC", () => {
    const decoded = decodeQris("");
    expect(decoded.findings).toEqual([]);
    expect(decoded.crc.status).toBe("missing");
    expect(decoded.valid).toBe(false);
  });
});
