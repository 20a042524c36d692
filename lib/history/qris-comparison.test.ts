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

describe("compareQrisWithRecord", () => {
  it("finds no difference when the record says what the QR says", () => {
    const comparison = compareQrisWithRecord(decoded, agreeing);
    expect(comparison.rows.filter((row) => row.status !== "match")).toEqual([]);
    expect(comparison.differences).toBe(0);
    expect(comparison.rows.map((row) => row.field)).toContain("merchantInfo.26.merchantPan");
  });

  it("reports each disagreement with both values and the tag", () => {
    const comparison = compareQrisWithRecord(decoded, {
      ...agreeing,
      merchantName: "Warung Bu Sri 2",
      transactionAmount: "26000.00",
    });
    expect(comparison.differences).toBe(2);
    expect(comparison.rows.filter((row) => row.status === "differs")).toEqual([
      { field: "transactionAmount", tag: "54", inQr: "25000", recorded: "26000.00", status: "differs" },
      {
        field: "merchantName",
        tag: "59",
        inQr: "Warung Bu Sri",
        recorded: "Warung Bu Sri 2",
        status: "differs",
      },
    ]);
    expect([...comparison.differingTags].sort()).toEqual(["54", "59"]);
  });

  it("reports a template the record lacks, and one the QR lacks", () => {
    const comparison = compareQrisWithRecord(decoded, {
      ...agreeing,
      merchantInfo: { "51": { merchantId: "ID202", globalUniqueIndentifier: "ID.CO.QRIS.WWW" } },
    });
    const differing = comparison.rows.filter((row) => row.status === "differs").map((row) => row.tag);
    expect(differing).toEqual(["26.00", "26.01", "26.02", "26.03", "51.00", "51.02"]);
    expect(comparison.differingTags.has("26")).toBe(true);
  });

  it("reports a recorded value for a tag the QR does not have", () => {
    const comparison = compareQrisWithRecord(decoded, { ...agreeing, convenienceFlag: "01" });
    expect(comparison.rows.find((row) => row.field === "convenienceFlag")).toMatchObject({
      inQr: null,
      recorded: "01",
      status: "differs",
    });
  });

  it("marks keys the record does not have as not recorded, not as differences", () => {
    const comparison = compareQrisWithRecord(decoded, { merchantName: "Warung Bu Sri" });
    expect(comparison.differences).toBe(0);
    expect(comparison.rows.find((row) => row.field === "merchantCity")?.status).toBe("not_recorded");
    expect(compareQrisWithRecord(decoded, undefined).rows.every((row) => row.status === "not_recorded")).toBe(
      true,
    );
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
    expect(compareQrisWithRecord(decodeQris(data.qrContent ?? ""), data.qRis).differences).toBe(0);
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
