import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { historyPage } from "@/sandbox/data/history";
import { DEMO_TRAITS } from "@/sandbox/data/traits";
import { createUserDirectory } from "@/sandbox/data/users";
import { encodeQris, type QrisInput } from "@/sandbox/qris/encode";
import { encodeTlv } from "@/sandbox/qris/tlv";
import { decodeQris } from "./decode";
import { parseTlv } from "./tlv";

// The sandbox builds QRIS payloads with its own encoder; this decoder must read every one of them back.

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

describe("the sandbox's QRIS encoder read by the app's decoder", () => {
  it("round-trips any list of printable TLV elements", () => {
    const element = fc.record({
      tag: fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, "0")),
      value: fc.string({ unit: printableChar, minLength: 1, maxLength: 99 }),
    });
    fc.assert(
      fc.property(fc.array(element, { maxLength: 12 }), (elements) => {
        const parsed = parseTlv(encodeTlv(elements));
        expect(parsed.error).toBeNull();
        expect(parsed.fields.map(({ tag, value }) => ({ tag, value }))).toEqual(elements);
      }),
    );
  });

  it("round-trips any payload, with a CRC both sides compute alike", () => {
    fc.assert(
      fc.property(qrisInput, (input) => {
        const decoded = decodeQris(encodeQris(input));
        // Reading only: whether the input follows the QRIS rules is conformance's question, not this one.
        expect(decoded.crc.status).toBe("valid");
        expect(decoded.findings.filter((finding) => finding.code.startsWith("tlv_"))).toEqual([]);
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
});

type QrInvoice = {
  qrContent?: string;
  qRis?: {
    crc?: string;
    merchantName?: string;
    transactionAmount?: string;
    merchantCategoryCode?: string;
    pointOfInitiation?: string;
    additionalData?: { originalAdditionalData?: string };
  };
};

const users = createUserDirectory("qr-seed", DEMO_TRAITS.length);

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

/** Whether the qRis object says what the payload says, as the app's decoder reads the payload. */
function agrees(details: QrInvoice): boolean {
  const decoded = decodeQris(details.qrContent ?? "");
  const qRis = details.qRis;
  return (
    qRis?.merchantName === decoded.merchantName &&
    qRis?.transactionAmount === (decoded.amount ?? "") &&
    qRis?.merchantCategoryCode === decoded.merchantCategoryCode &&
    qRis?.pointOfInitiation === (decoded.pointOfInitiation === "static" ? "11" : "12") &&
    qRis?.additionalData?.originalAdditionalData === (decoded.additionalData?.raw ?? "") &&
    qRis?.crc === decoded.crc.actual
  );
}

describe("the sandbox's qr_invoice entries read by the app's decoder", () => {
  const complete = qrInvoices("user-big", 4000).filter((details) => details.qrContent && details.qRis);

  it("carry valid payloads that agree with their qRis object, with a few that do not", () => {
    const valid = complete.filter((details) => decodeQris(details.qrContent ?? "").valid);
    const badCrc = complete.filter((details) => decodeQris(details.qrContent ?? "").crc.status === "invalid");
    const disagreeing = valid.filter((details) => !agrees(details));
    expect(valid.length).toBeGreaterThan(complete.length * 0.9);
    expect(badCrc.length).toBeGreaterThan(0);
    expect(valid.length + badCrc.length).toBe(complete.length);
    expect(disagreeing.length).toBeGreaterThan(0);
    expect(disagreeing.length).toBeLessThan(valid.length * 0.1);
  });

  it("break no QRIS rule beyond their deliberate faults, a static code with an amount only warned about", () => {
    for (const details of complete) {
      const decoded = decodeQris(details.qrContent ?? "");
      const expected = [
        ...(decoded.crc.status === "invalid" ? ["crc_mismatch"] : []),
        ...(decoded.pointOfInitiation === "static" && decoded.amount !== null ? ["static_with_amount"] : []),
      ];
      expect(decoded.findings.map((finding) => finding.code)).toEqual(expected);
    }
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

  it("give the demo user one code with a wrong CRC and one whose qRis disagrees", () => {
    const demo = qrInvoices("user-demo", 20).filter((details) => details.qrContent && details.qRis);
    const decoded = demo.map((details) => decodeQris(details.qrContent ?? ""));
    expect(decoded.filter((item) => item.crc.status === "invalid")).toHaveLength(1);
    expect(
      demo.filter((details) => decodeQris(details.qrContent ?? "").valid && !agrees(details)),
    ).toHaveLength(1);
  });
});
