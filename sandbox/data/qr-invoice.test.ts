import { describe, expect, it } from "vitest";
import { qrisChecksum } from "../qris/checksum";
import { historyPage } from "./history";
import { DEMO_TRAITS } from "./traits";
import { createUserDirectory } from "./users";

const users = createUserDirectory("qr-seed", DEMO_TRAITS.length);

type QRis = {
  crc: string;
  merchantName: string;
  transactionAmount: string;
  pointOfInitiation: string;
  convenienceFlag: string;
};
type QrInvoice = {
  qRis?: QRis;
  qrContent?: string;
  qrType?: string;
  invoiceAmount?: string;
  feeAmount?: string;
  payableAmount?: string;
};

function qrInvoices(userId: string, limit: number): QrInvoice[] {
  const user = users.find(userId);
  if (!user) throw new Error(userId);
  return historyPage(user, { seqId: 0, limit, paging: "inclusive", aggregatorId: "agg" })
    .filter((entry) => entry.type === "qr_invoice")
    .flatMap((entry) => {
      try {
        const details: unknown = JSON.parse(entry.details);
        return typeof details === "object" && details !== null ? [details as QrInvoice] : [];
      } catch {
        return [];
      }
    });
}

const carriesItsChecksum = (payload: string) => qrisChecksum(payload.slice(0, -4)) === payload.slice(-4);
/** Tag 59 read straight off the payload, where the encoder puts it: right after the country (5802ID). */
function nameInPayload(payload: string): string {
  const rest = payload.slice(payload.indexOf("5802ID59") + 6);
  return rest.slice(4, 4 + Number(rest.slice(2, 4)));
}

function minor(amount: string | undefined): bigint {
  const match = /^IDR (\d+)\.(\d{2})$/.exec(amount ?? "");
  if (!match) throw new Error(`not an amount: ${amount}`);
  return BigInt(match[1] ?? "") * 100n + BigInt(match[2] ?? "");
}

describe("qr_invoice entries", () => {
  const complete = qrInvoices("user-big", 4000).filter((details) => details.qrContent && details.qRis);

  it("carry payloads ending in their CRC, with a few whose CRC is wrong", () => {
    const wrong = complete.filter((details) => !carriesItsChecksum(details.qrContent ?? ""));
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.length).toBeLessThan(complete.length * 0.1);
    for (const details of complete) {
      expect(details.qrContent).toMatch(/^000201010211|^000201010212/);
      expect(details.qRis?.crc).toBe(details.qrContent?.slice(-4));
    }
  });

  it("repeat the payload's merchant name in qRis, except a few that disagree", () => {
    const disagreeing = complete.filter(
      (details) => nameInPayload(details.qrContent ?? "") !== details.qRis?.merchantName,
    );
    expect(disagreeing.length).toBeGreaterThan(0);
    expect(disagreeing.length).toBeLessThan(complete.length * 0.1);
  });

  it("cover static and dynamic codes, with and without amount, and every tip indicator", () => {
    const qRis = complete.map((details) => details.qRis as QRis);
    const has = (predicate: (item: QRis) => boolean) => qRis.some(predicate);
    expect(has((item) => item.pointOfInitiation === "11" && item.transactionAmount === "")).toBe(true);
    expect(has((item) => item.pointOfInitiation === "11" && item.transactionAmount !== "")).toBe(true);
    expect(has((item) => item.pointOfInitiation === "12" && item.transactionAmount !== "")).toBe(true);
    expect(new Set(qRis.map((item) => item.convenienceFlag))).toEqual(new Set(["", "01", "02", "03"]));
  });

  it("name the QR type after the point of initiation", () => {
    for (const details of complete.filter((item) => item.qrType !== undefined)) {
      const dynamic = details.qRis?.pointOfInitiation === "12";
      expect(details.qrType).toBe(dynamic ? "qr_type_qris_dynamic" : "qr_type_qris_static");
    }
  });

  it("keep the payable amount equal to invoice plus fee", () => {
    const priced = complete.filter(
      (details) => details.payableAmount && details.invoiceAmount && details.feeAmount,
    );
    expect(priced.length).toBeGreaterThan(100);
    for (const details of priced) {
      expect(minor(details.payableAmount)).toBe(minor(details.invoiceAmount) + minor(details.feeAmount));
    }
  });

  it("has one wrong CRC among the demo user's codes", () => {
    const demo = qrInvoices("user-demo", 20).filter((details) => details.qrContent);
    expect(demo.filter((details) => !carriesItsChecksum(details.qrContent ?? ""))).toHaveLength(1);
  });
});
