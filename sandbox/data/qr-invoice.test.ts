import { describe, expect, it } from "vitest";
import { parseAmount } from "@/lib/provider/amount";
import { historyEntrySchema } from "@/lib/provider/schemas/history";
import type { QrInvoiceDetails } from "@/lib/provider/schemas/history-details";
import { decodeQris } from "@/lib/qris/decode";
import { historyPage } from "./history";
import { DEMO_TRAITS } from "./traits";
import { createUserDirectory } from "./users";

const users = createUserDirectory("qr-seed", DEMO_TRAITS.length);

function qrInvoices(userId: string, limit: number): QrInvoiceDetails[] {
  const user = users.find(userId);
  if (!user) throw new Error(userId);
  return historyPage(user, { seqId: 0, limit, paging: "inclusive", aggregatorId: "agg" })
    .map((entry) => historyEntrySchema.parse(entry).parsedDetails)
    .flatMap((details) => (details.kind === "qr_invoice" ? [details.data] : []));
}

/** Whether the qRis object says what the payload says. */
function agrees(details: QrInvoiceDetails): boolean {
  const decoded = decodeQris(details.qrContent ?? "");
  const qRis = details.qRis;
  return (
    qRis?.merchantName === decoded.merchantName &&
    qRis?.transactionAmount === (decoded.amount ?? "") &&
    qRis?.merchantCategoryCode === decoded.merchantCategoryCode &&
    qRis?.pointOfInitiation === (decoded.pointOfInitiation === "static" ? "11" : "12") &&
    qRis?.crc === decoded.crc.actual
  );
}

describe("qr_invoice entries", () => {
  const complete = qrInvoices("user-big", 4000).filter((details) => details.qrContent && details.qRis);

  it("carry valid QRIS payloads that agree with their qRis object, with a few that do not", () => {
    const valid = complete.filter((details) => decodeQris(details.qrContent ?? "").valid);
    const badCrc = complete.filter((details) => decodeQris(details.qrContent ?? "").crc.status === "invalid");
    const disagreeing = valid.filter((details) => !agrees(details));
    expect(valid.length).toBeGreaterThan(complete.length * 0.9);
    expect(badCrc.length).toBeGreaterThan(0);
    expect(disagreeing.length).toBeGreaterThan(0);
    expect(disagreeing.length).toBeLessThan(valid.length * 0.1);
    expect(valid.length - disagreeing.length + badCrc.length).toBeLessThanOrEqual(complete.length);
  });

  it("cover static and dynamic codes, with and without amount, tip and fees", () => {
    const decoded = complete.map((details) => decodeQris(details.qrContent ?? ""));
    const has = (predicate: (item: (typeof decoded)[number]) => boolean) => decoded.some(predicate);
    expect(has((item) => item.pointOfInitiation === "static" && item.amount === null)).toBe(true);
    expect(has((item) => item.pointOfInitiation === "static" && item.amount !== null)).toBe(true);
    expect(has((item) => item.pointOfInitiation === "dynamic" && item.amount !== null)).toBe(true);
    expect(has((item) => item.tip?.kind === "prompt")).toBe(true);
    expect(has((item) => item.tip?.kind === "fixed")).toBe(true);
    expect(has((item) => item.tip?.kind === "percentage")).toBe(true);
    expect(has((item) => item.tip === null)).toBe(true);
  });

  it("keep the payable amount equal to invoice plus fee", () => {
    const priced = complete.filter(
      (details) => details.payableAmount && details.invoiceAmount && details.feeAmount,
    );
    expect(priced.length).toBeGreaterThan(100);
    for (const details of priced) {
      const cents = (text: string | undefined) => parseAmount(text ?? "").minor;
      expect(cents(details.payableAmount)).toBe(cents(details.invoiceAmount) + cents(details.feeAmount));
    }
  });

  it("has one of each case for the demo user", () => {
    const demo = qrInvoices("user-demo", 20).reverse();
    const decoded = demo.map((details) => (details.qrContent ? decodeQris(details.qrContent) : null));
    expect(decoded.filter((item) => item?.crc.status === "invalid")).toHaveLength(1);
    expect(
      demo.filter(
        (details) =>
          details.qrContent && details.qRis && decodeQris(details.qrContent).valid && !agrees(details),
      ),
    ).toHaveLength(1);
  });
});
