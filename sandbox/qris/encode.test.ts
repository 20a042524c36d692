import { describe, expect, it } from "vitest";
import { encodeQris, type QrisInput } from "./encode";

/** One element written out by hand from the format: 2-digit tag, 2-digit length, value. */
const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, "0")}${value}`;

describe("encodeQris", () => {
  it("writes the fields in EMV order and ends with the CRC over everything up to 6304", () => {
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
    expect(payload).toBe(
      tlv("00", "01") +
        tlv("01", "12") +
        tlv("26", tlv("00", "ID.CO.QRIS.WWW") + tlv("02", "ID1020012345678") + tlv("03", "UMI")) +
        tlv("52", "5814") +
        tlv("53", "360") +
        tlv("54", "15000") +
        tlv("58", "ID") +
        tlv("59", "Bakso Pak Kumis") +
        tlv("60", "Malang") +
        tlv("62", tlv("07", "T01")) +
        "6304C7CE",
    );
  });

  it("sorts merchant accounts by tag and writes the tip indicator with its value", () => {
    const payload = encodeQris({
      pointOfInitiation: "static",
      merchantAccounts: [
        { tag: "51", globalUniqueIdentifier: "ID.CO.QRIS.WWW", merchantId: "ID1020012345678" },
        { tag: "26", globalUniqueIdentifier: "ID.CO.NETZME.WWW", pan: "936008140000000001" },
      ],
      merchantCategoryCode: "5411",
      tip: { kind: "percentage", percentage: "2.5" },
      merchantName: "Toko",
      merchantCity: "Bogor",
      postalCode: "16111",
    });
    expect(payload).toBe(
      tlv("00", "01") +
        tlv("01", "11") +
        tlv("26", tlv("00", "ID.CO.NETZME.WWW") + tlv("01", "936008140000000001")) +
        tlv("51", tlv("00", "ID.CO.QRIS.WWW") + tlv("02", "ID1020012345678")) +
        tlv("52", "5411") +
        tlv("53", "360") +
        tlv("55", "03") +
        tlv("57", "2.5") +
        tlv("58", "ID") +
        tlv("59", "Toko") +
        tlv("60", "Bogor") +
        tlv("61", "16111") +
        "63042620",
    );
  });

  it("writes a prompt as indicator 01 and a fixed fee as 02 with tag 56", () => {
    const base: QrisInput = {
      pointOfInitiation: "static",
      merchantAccounts: [{ tag: "26", globalUniqueIdentifier: "ID.CO.QRIS.WWW" }],
      merchantCategoryCode: "5411",
      merchantName: "Toko",
      merchantCity: "Bogor",
    };
    expect(encodeQris({ ...base, tip: { kind: "prompt" } })).toContain(
      `${tlv("55", "01")}${tlv("58", "ID")}`,
    );
    expect(encodeQris({ ...base, tip: { kind: "fixed", fee: "1000" } })).toContain(
      `${tlv("55", "02")}${tlv("56", "1000")}${tlv("58", "ID")}`,
    );
  });

  it("refuses fields that cannot be encoded", () => {
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
