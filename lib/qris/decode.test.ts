import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeQris } from "./decode";
import { tlv, withCrc } from "./test-payloads";

const merchantAccount =
  tlv("00", "ID.CO.QRIS.WWW") +
  tlv("01", "936009153000012347") +
  tlv("02", "ID1020012345678") +
  tlv("03", "UMI");

const dynamicPayload = withCrc(
  tlv("00", "01") +
    tlv("01", "12") +
    tlv("26", merchantAccount) +
    tlv("52", "5812") +
    tlv("53", "360") +
    tlv("54", "25000") +
    tlv("55", "02") +
    tlv("56", "1000") +
    tlv("58", "ID") +
    tlv("59", "Warung Bu Sri") +
    tlv("60", "Yogyakarta") +
    tlv("61", "55281") +
    tlv(
      "62",
      tlv("01", "INV-778") +
        tlv("05", "REF123") +
        tlv("07", "KASIR01") +
        tlv("08", "Makan siang") +
        tlv("99", "0004ABCD"),
    ),
);

const staticPayload = withCrc(
  tlv("00", "01") +
    tlv("01", "11") +
    tlv("51", tlv("00", "ID.CO.QRIS.WWW") + tlv("02", "ID2020099887766") + tlv("03", "UMI")) +
    tlv("52", "5411") +
    tlv("53", "360") +
    tlv("55", "01") +
    tlv("58", "ID") +
    tlv("59", "Toko Makmur") +
    tlv("60", "Surabaya"),
);

describe("decodeQris on well-formed payloads", () => {
  it("decodes a dynamic payload into named fields", () => {
    const decoded = decodeQris(dynamicPayload);
    expect(decoded.findings).toEqual([]);
    expect(decoded.valid).toBe(true);
    expect(decoded.crc.status).toBe("valid");
    expect(decoded).toMatchObject({
      payloadFormatIndicator: "01",
      pointOfInitiation: "dynamic",
      merchantCategoryCode: "5812",
      merchantCategory: { en: "Restaurants" },
      currency: { numeric: "360", alpha: "IDR" },
      amount: "25000",
      tip: { kind: "fixed", fee: "1000" },
      countryCode: "ID",
      merchantName: "Warung Bu Sri",
      merchantCity: "Yogyakarta",
      postalCode: "55281",
      merchantAccounts: [
        {
          tag: "26",
          globalUniqueIdentifier: "ID.CO.QRIS.WWW",
          pan: "936009153000012347",
          merchantId: "ID1020012345678",
          criteria: "UMI",
        },
      ],
      additionalData: {
        billNumber: "INV-778",
        referenceLabel: "REF123",
        terminalLabel: "KASIR01",
        purposeOfTransaction: "Makan siang",
        proprietary: "0004ABCD",
        mobileNumber: null,
      },
    });
  });

  it("names every top-level tag and the sub-tags of templates, with offsets into the payload", () => {
    const decoded = decodeQris(dynamicPayload);
    const names = Object.fromEntries(decoded.fields.map((field) => [field.tag, field.name]));
    expect(names).toMatchObject({
      "00": "Payload format indicator",
      "01": "Point of initiation method",
      "26": "Merchant account information",
      "54": "Transaction amount",
      "56": "Convenience fee (fixed)",
      "62": "Additional data",
      "63": "CRC",
    });
    const additional = decoded.fields.find((field) => field.tag === "62");
    expect(additional?.children?.map((child) => child.name)).toEqual([
      "Bill number",
      "Reference label",
      "Terminal label",
      "Purpose of transaction",
      "Proprietary data",
    ]);
    for (const field of decoded.fields) {
      expect(dynamicPayload.slice(field.offset, field.offset + 2)).toBe(field.tag);
      for (const child of field.children ?? []) {
        expect(dynamicPayload.slice(child.offset + 4, child.offset + 4 + child.value.length)).toBe(
          child.value,
        );
      }
    }
  });

  it("decodes a static payload without amount and with a tip prompt", () => {
    const decoded = decodeQris(staticPayload);
    expect(decoded.valid).toBe(true);
    expect(decoded.pointOfInitiation).toBe("static");
    expect(decoded.amount).toBeNull();
    expect(decoded.tip).toEqual({ kind: "prompt" });
    expect(decoded.merchantAccounts[0]).toMatchObject({
      tag: "51",
      pan: null,
      merchantId: "ID2020099887766",
    });
    expect(decoded.additionalData).toBeNull();
  });

  it("reads a percentage convenience fee", () => {
    const payload = withCrc(
      tlv("00", "01") +
        tlv("01", "12") +
        tlv("26", tlv("00", "ID.CO.QRIS.WWW")) +
        tlv("52", "5999") +
        tlv("53", "360") +
        tlv("54", "10000.50") +
        tlv("55", "03") +
        tlv("57", "2.5") +
        tlv("58", "ID") +
        tlv("59", "Apotek Sehat") +
        tlv("60", "Medan"),
    );
    const decoded = decodeQris(payload);
    expect(decoded.valid).toBe(true);
    expect(decoded.tip).toEqual({ kind: "percentage", percentage: "2.5" });
    expect(decoded.amount).toBe("10000.50");
  });

  it("accepts a lowercase CRC", () => {
    const lower = dynamicPayload.slice(0, -4) + dynamicPayload.slice(-4).toLowerCase();
    expect(decodeQris(lower).crc.status).toBe("valid");
  });
});

describe("decodeQris on malformed payloads", () => {
  it("reports a wrong CRC with the expected and actual values", () => {
    const actualCrc = dynamicPayload.slice(-4);
    const wrongCrc = actualCrc === "0000" ? "0001" : "0000";
    const decoded = decodeQris(dynamicPayload.slice(0, -4) + wrongCrc);
    expect(decoded.valid).toBe(false);
    expect(decoded.crc).toEqual({ status: "invalid", expected: actualCrc, actual: wrongCrc });
    expect(decoded.findings.map((finding) => finding.code)).toEqual(["crc_mismatch"]);
    expect(decoded.merchantName).toBe("Warung Bu Sri");
  });

  it("reports a truncated payload and keeps the fields read before the cut", () => {
    const decoded = decodeQris(dynamicPayload.slice(0, 60));
    expect(decoded.valid).toBe(false);
    expect(decoded.findings[0]?.code).toBe("tlv_truncated");
    expect(decoded.crc.status).toBe("missing");
    expect(decoded.pointOfInitiation).toBe("dynamic");
  });

  it("reports an empty declared length", () => {
    const decoded = decodeQris(withCrc(`${tlv("00", "01")}5400`));
    expect(decoded.findings.map((finding) => finding.code)).toContain("tlv_bad_length");
  });

  it("reports a broken template inside an otherwise valid payload", () => {
    const payload = withCrc(
      tlv("00", "01") +
        tlv("01", "12") +
        tlv("26", "0099ID") +
        tlv("52", "5812") +
        tlv("53", "360") +
        tlv("58", "ID") +
        tlv("59", "A") +
        tlv("60", "B"),
    );
    const decoded = decodeQris(payload);
    expect(decoded.crc.status).toBe("valid");
    expect(decoded.findings).toContainEqual(expect.objectContaining({ code: "tlv_truncated", tag: "26" }));
    expect(decoded.valid).toBe(false);
  });

  it("reports non-ASCII content", () => {
    const decoded = decodeQris(dynamicPayload.replace("Warung Bu Sri", "Warung Bu Sré"));
    expect(decoded.valid).toBe(false);
    expect(decoded.findings[0]?.code).toBe("tlv_non_ascii");
  });

  it("reports missing mandatory tags, a bad point of initiation and a misplaced CRC", () => {
    const body = tlv("00", "01") + tlv("01", "13") + tlv("52", "5812");
    const crcFirst = `${body}6304${"ABCD"}${tlv("59", "X")}`;
    const decoded = decodeQris(crcFirst);
    const codes = decoded.findings.map((finding) => finding.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        "bad_point_of_initiation",
        "crc_not_last",
        "missing_tag",
        "missing_merchant_account",
        "crc_mismatch",
      ]),
    );
  });

  it("requires the payload format indicator first and equal to 01", () => {
    const decoded = decodeQris(withCrc(tlv("01", "11") + tlv("00", "02")));
    expect(decoded.findings.map((finding) => finding.code)).toEqual(
      expect.arrayContaining(["pfi_not_first", "bad_pfi"]),
    );
  });

  it("reads the first of a repeated tag and reports the repetition", () => {
    const payload = dynamicPayload.replace(tlv("58", "ID"), tlv("58", "ID") + tlv("58", "SG")).slice(0, -8);
    const decoded = decodeQris(withCrc(payload));
    expect(decoded.findings).toEqual([{ code: "duplicate_tag", severity: "error", tag: "58" }]);
    expect(decoded.valid).toBe(false);
    expect(decoded.countryCode).toBe("ID");
  });

  it("detects any single changed character", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: dynamicPayload.length - 1 }),
        fc.integer({ min: 0x20, max: 0x7e }),
        (position, code) => {
          const replacement = String.fromCharCode(code);
          fc.pre(
            dynamicPayload[position] !== replacement &&
              dynamicPayload[position]?.toLowerCase() !== replacement,
          );
          const changed =
            dynamicPayload.slice(0, position) + replacement + dynamicPayload.slice(position + 1);
          expect(decodeQris(changed).valid).toBe(false);
        },
      ),
    );
  });

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 120 }),
          fc.string({ unit: "grapheme", maxLength: 60 }),
        ),
        (input) => {
          const decoded = decodeQris(input);
          expect(typeof decoded.valid).toBe("boolean");
          if (input.length > 0) expect(decoded.valid).toBe(false);
        },
      ),
    );
  });
});
