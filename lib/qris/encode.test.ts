import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeQris } from "./decode";
import { encodeQris, type QrisInput } from "./encode";
import { tlv, withCrc } from "./test-payloads";

const printableChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const text = (maxLength: number) => fc.string({ unit: printableChar, minLength: 1, maxLength });
const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });
const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 9_999_999_999n }), fc.option(digits(2), { nil: undefined }))
  .map(([whole, cents]) => (cents === undefined ? String(whole) : `${whole}.${cents}`));

const merchantAccount = (tag: string) =>
  fc.record(
    {
      tag: fc.constant(tag),
      globalUniqueIdentifier: text(32),
      pan: text(19),
      merchantId: text(15),
      criteria: text(3),
    },
    { requiredKeys: ["tag", "globalUniqueIdentifier"] },
  );

const accountTags = fc.uniqueArray(fc.integer({ min: 26, max: 51 }).map(String), {
  minLength: 1,
  maxLength: 3,
});

const qrisInput: fc.Arbitrary<QrisInput> = fc.record(
  {
    pointOfInitiation: fc.constantFrom("static" as const, "dynamic" as const),
    merchantAccounts: accountTags.chain((tags) => fc.tuple(...tags.map(merchantAccount))),
    merchantCategoryCode: digits(4),
    currency: digits(3),
    amount: decimal,
    tip: fc.oneof(
      fc.constant({ kind: "prompt" as const }),
      decimal.map((fee) => ({ kind: "fixed" as const, fee })),
      fc.constantFrom("1", "2.5", "10.25").map((percentage) => ({ kind: "percentage" as const, percentage })),
    ),
    countryCode: fc.constantFrom("ID", "SG", "MY"),
    merchantName: text(25),
    merchantCity: text(15),
    postalCode: text(10),
    additionalData: fc.record(
      {
        billNumber: text(20),
        referenceLabel: text(20),
        terminalLabel: text(16),
        purposeOfTransaction: text(16),
      },
      { requiredKeys: [] },
    ),
  },
  {
    requiredKeys: [
      "pointOfInitiation",
      "merchantAccounts",
      "merchantCategoryCode",
      "merchantName",
      "merchantCity",
    ],
  },
);

describe("encodeQris", () => {
  it("writes the fields in EMV order with a CRC that decodes as valid", () => {
    const payload = encodeQris({
      pointOfInitiation: "dynamic",
      merchantAccounts: [
        {
          tag: "26",
          globalUniqueIdentifier: "ID.CO.QRIS.WWW",
          merchantId: "ID1020012345678",
          criteria: "UMI",
        },
      ],
      merchantCategoryCode: "5814",
      amount: "15000",
      merchantName: "Bakso Pak Kumis",
      merchantCity: "Malang",
      additionalData: { terminalLabel: "T01" },
    });
    const expected = withCrc(
      tlv("00", "01") +
        tlv("01", "12") +
        tlv("26", tlv("00", "ID.CO.QRIS.WWW") + tlv("02", "ID1020012345678") + tlv("03", "UMI")) +
        tlv("52", "5814") +
        tlv("53", "360") +
        tlv("54", "15000") +
        tlv("58", "ID") +
        tlv("59", "Bakso Pak Kumis") +
        tlv("60", "Malang") +
        tlv("62", tlv("07", "T01")),
    );
    expect(payload).toBe(expected);
  });

  it("round-trips through decodeQris", () => {
    fc.assert(
      fc.property(qrisInput, (input) => {
        const decoded = decodeQris(encodeQris(input));
        expect(decoded.errors).toEqual([]);
        expect(decoded.valid).toBe(true);
        expect(decoded.pointOfInitiation).toBe(input.pointOfInitiation);
        expect(decoded.merchantCategoryCode).toBe(input.merchantCategoryCode);
        expect(decoded.currency?.numeric).toBe(input.currency ?? "360");
        expect(decoded.countryCode).toBe(input.countryCode ?? "ID");
        expect(decoded.amount).toBe(input.amount ?? null);
        expect(decoded.tip).toEqual(input.tip ?? null);
        expect(decoded.merchantName).toBe(input.merchantName);
        expect(decoded.merchantCity).toBe(input.merchantCity);
        expect(decoded.postalCode).toBe(input.postalCode ?? null);
        const expectedAccounts = [...input.merchantAccounts]
          .sort((a, b) => a.tag.localeCompare(b.tag))
          .map((account) => ({
            tag: account.tag,
            globalUniqueIdentifier: account.globalUniqueIdentifier,
            pan: account.pan ?? null,
            merchantId: account.merchantId ?? null,
            criteria: account.criteria ?? null,
          }));
        expect(decoded.merchantAccounts).toEqual(expectedAccounts);
        const data = input.additionalData ?? {};
        if (Object.keys(data).length === 0) {
          expect(decoded.additionalData).toBeNull();
        } else {
          expect(decoded.additionalData).toMatchObject({
            billNumber: data.billNumber ?? null,
            referenceLabel: data.referenceLabel ?? null,
            terminalLabel: data.terminalLabel ?? null,
            purposeOfTransaction: data.purposeOfTransaction ?? null,
          });
        }
      }),
    );
  });

  it("rejects fields that cannot be encoded", () => {
    const base: QrisInput = {
      pointOfInitiation: "static",
      merchantAccounts: [{ tag: "26", globalUniqueIdentifier: "ID.CO.QRIS.WWW" }],
      merchantCategoryCode: "5411",
      merchantName: "Toko",
      merchantCity: "Bogor",
    };
    expect(() => encodeQris(base)).not.toThrow();
    expect(() =>
      encodeQris({ ...base, merchantAccounts: [{ tag: "25", globalUniqueIdentifier: "X" }] }),
    ).toThrow();
    expect(() =>
      encodeQris({
        ...base,
        merchantAccounts: [
          { tag: "26", globalUniqueIdentifier: "A" },
          { tag: "26", globalUniqueIdentifier: "B" },
        ],
      }),
    ).toThrow(/unique/);
    expect(() => encodeQris({ ...base, merchantName: "Kafé" })).toThrow(/ASCII/);
    expect(() => encodeQris({ ...base, amount: "12,50" })).toThrow();
    expect(() => encodeQris({ ...base, merchantAccounts: [] })).toThrow();
  });
});
