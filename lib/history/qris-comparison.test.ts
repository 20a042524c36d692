import { describe, expect, it } from "vitest";
import type { QRis } from "@/lib/provider/schemas/history-details";
import { decodeQris } from "@/lib/qris/decode";
import { tlv, withCrc } from "@/lib/qris/test-payloads";
import { historyEntry } from "@/sandbox/data/history";
import { DEMO_TRAITS } from "@/sandbox/data/traits";
import { createUserDirectory } from "@/sandbox/data/users";
import { parseHistoryEntry } from "@/test/history-entry";
import { compareQrisWithRecord } from "./qris-comparison";

const payload = withCrc(
  tlv("00", "01") +
    tlv("01", "12") +
    tlv(
      "26",
      tlv("00", "ID.CO.NETZME.WWW") +
        tlv("01", "936008990000001234") +
        tlv("02", "NZ0001") +
        tlv("03", "UMI"),
    ) +
    tlv("52", "5812") +
    tlv("53", "360") +
    tlv("54", "25000") +
    tlv("58", "ID") +
    tlv("59", "Warung Bu Sri") +
    tlv("60", "Yogyakarta") +
    tlv("61", "55281") +
    tlv("62", tlv("07", "K01")),
);
const decoded = decodeQris(payload);

const agreeing: QRis = {
  crc: payload.slice(-4).toLowerCase(),
  postalCode: "55281",
  countryCode: "ID",
  merchantCity: "Yogyakarta",
  merchantName: "Warung Bu Sri",
  merchantInfo: {
    "26": {
      merchantId: "NZ0001",
      merchantPan: "936008990000001234",
      merchantCriteria: "UMI",
      globalUniqueIndentifier: "ID.CO.NETZME.WWW",
    },
  },
  additionalData: {
    terminalLabel: "K01",
    proprietaryData: "",
    purposeOfTransaction: "",
    originalAdditionalData: tlv("07", "K01"),
  },
  convenienceFlag: "",
  pointOfInitiation: "12",
  transactionAmount: "25000.00",
  transactionCurrency: "360",
  merchantCategoryCode: "5812",
  payloadFormatIndicator: "01",
};

const statusOf = (comparison: ReturnType<typeof compareQrisWithRecord>, field: string) =>
  comparison.rows.find((row) => row.field === field)?.status;

describe("compareQrisWithRecord", () => {
  it("finds no difference when the record says what the QR says, amounts compared as numbers", () => {
    const comparison = compareQrisWithRecord(decoded, agreeing);
    expect(comparison.rows.filter((row) => row.status !== "match")).toEqual([]);
    expect(comparison.contradictions).toBe(0);
    expect(statusOf(comparison, "transactionAmount")).toBe("match");
    expect(comparison.rows.map((row) => row.field)).toContain("merchantInfo.26.merchantPan");
  });

  it("counts a contradiction on a field that matters, with both values and the tag", () => {
    const comparison = compareQrisWithRecord(decoded, {
      ...agreeing,
      merchantName: "Warung Bu Sri 2",
      transactionAmount: "26000.00",
    });
    expect(comparison.contradictions).toBe(2);
    expect(comparison.contradictionsThatMatter).toBe(2);
    expect(comparison.rows.filter((row) => row.status === "differs")).toEqual([
      {
        field: "transactionAmount",
        tag: "54",
        inQr: "25000",
        recorded: "26000.00",
        status: "differs",
        matters: true,
      },
      {
        field: "merchantName",
        tag: "59",
        inQr: "Warung Bu Sri",
        recorded: "Warung Bu Sri 2",
        status: "differs",
        matters: true,
      },
    ]);
    expect([...comparison.differingTags].sort()).toEqual(["54", "59"]);
    expect([...comparison.differingTagsThatMatter].sort()).toEqual(["54", "59"]);
  });

  it.each([
    ["merchantCategoryCode", { merchantCategoryCode: "5411" }],
    ["transactionCurrency", { transactionCurrency: "840" }],
    ["merchantCity", { merchantCity: "Jakarta" }],
    ["crc", { crc: "0000" }],
    ["merchantInfo.26.merchantPan", { merchantInfo: { "26": { merchantPan: "936008990000009999" } } }],
    ["merchantInfo.26.merchantId", { merchantInfo: { "26": { merchantId: "NZ0002" } } }],
  ] as const)("counts a contradiction on %s as one that matters", (field, change) => {
    const comparison = compareQrisWithRecord(decoded, { ...agreeing, ...change });
    expect(statusOf(comparison, field)).toBe("differs");
    expect(comparison.contradictionsThatMatter).toBe(1);
  });

  it("shows a contradiction on another field without counting it as one that matters", () => {
    const comparison = compareQrisWithRecord(decoded, {
      ...agreeing,
      postalCode: "55282",
      merchantInfo: { "26": { ...agreeing.merchantInfo?.["26"], merchantCriteria: "UKE" } },
      additionalData: { ...agreeing.additionalData, terminalLabel: "K02" },
    });
    expect(comparison.contradictions).toBe(3);
    expect(comparison.contradictionsThatMatter).toBe(0);
    expect([...comparison.differingTags].sort()).toEqual(["26", "26.03", "61", "62", "62.07"]);
    expect(comparison.differingTagsThatMatter.size).toBe(0);
  });

  it("never counts an absence: a template, a key or a value only one side has", () => {
    const comparison = compareQrisWithRecord(decoded, {
      ...agreeing,
      merchantCity: "",
      transactionAmount: undefined,
      merchantInfo: { "51": { merchantId: "ID202", globalUniqueIndentifier: "ID.CO.QRIS.WWW" } },
      additionalData: { originalAdditionalData: "" },
      convenienceFlag: "01",
    });
    expect(comparison.contradictions).toBe(0);
    expect(comparison.contradictionsThatMatter).toBe(0);
    expect(comparison.differingTags.size).toBe(0);
    expect(statusOf(comparison, "merchantCity")).toBe("not_in_record");
    expect(statusOf(comparison, "transactionAmount")).toBe("not_in_record");
    expect(statusOf(comparison, "merchantInfo.26.merchantPan")).toBe("not_in_record");
    expect(statusOf(comparison, "merchantInfo.51.merchantId")).toBe("not_in_qr");
    expect(statusOf(comparison, "additionalData.originalAdditionalData")).toBe("not_in_record");
    expect(statusOf(comparison, "convenienceFlag")).toBe("not_in_qr");
    expect(comparison.absences).toBe(comparison.rows.filter((row) => row.status !== "match").length);
  });

  it("leaves out what neither side has, and lists everything the QR has when there is no record", () => {
    const comparison = compareQrisWithRecord(decoded, { ...agreeing, convenienceFlag: "" });
    expect(statusOf(comparison, "convenienceFlag")).toBeUndefined();
    const noRecord = compareQrisWithRecord(decoded, undefined);
    expect(noRecord.contradictions).toBe(0);
    expect(noRecord.rows.every((row) => row.status === "not_in_record")).toBe(true);
  });
});

describe("compareQrisWithRecord on the sandbox's demo entries", () => {
  const demo = createUserDirectory("1", DEMO_TRAITS.length).find("user-demo");
  const details = (index: number) => {
    if (!demo) throw new Error("no demo user");
    const parsed = parseHistoryEntry(historyEntry(demo, index, "agg")).parsedDetails;
    if (parsed.kind !== "qr_invoice") throw new Error(parsed.kind);
    return parsed.data;
  };

  it("agrees on a normal entry", () => {
    const data = details(4);
    const comparison = compareQrisWithRecord(decodeQris(data.qrContent ?? ""), data.qRis);
    expect(comparison.contradictions).toBe(0);
    expect(comparison.absences).toBe(0);
  });

  it("finds the disagreement the sandbox planted", () => {
    const data = details(8);
    const comparison = compareQrisWithRecord(decodeQris(data.qrContent ?? ""), data.qRis);
    expect(comparison.rows.filter((row) => row.status === "differs").map((row) => row.field)).toEqual([
      "transactionAmount",
      "merchantName",
    ]);
  });
});
