import { z } from "zod";
import { type JsonParse, parseJsonSafely } from "../json";
import { amountTextSchema } from "./common";

const merchantInfoSchema = z.looseObject({
  merchantId: z.string().optional(),
  merchantPan: z.string().optional(),
  merchantCriteria: z.string().optional(),
  // Spelled as the provider spells it.
  globalUniqueIndentifier: z.string().optional(),
});

const qrisAdditionalDataSchema = z.looseObject({
  terminalLabel: z.string().optional(),
  proprietaryData: z.string().optional(),
  purposeOfTransaction: z.string().optional(),
  originalAdditionalData: z.string().optional(),
});

export const qRisSchema = z.looseObject({
  crc: z.string().optional(),
  postalCode: z.string().optional(),
  countryCode: z.string().optional(),
  merchantCity: z.string().optional(),
  merchantInfo: z.record(z.string(), merchantInfoSchema).optional(),
  merchantName: z.string().optional(),
  additionalData: qrisAdditionalDataSchema.optional(),
  convenienceFlag: z.string().optional(),
  pointOfInitiation: z.string().optional(),
  transactionAmount: z.string().optional(),
  transactionCurrency: z.string().optional(),
  merchantCategoryCode: z.string().optional(),
  payloadFormatIndicator: z.string().optional(),
});

export const qrInvoiceDetailsSchema = z.looseObject({
  qRis: qRisSchema.optional(),
  refId: z.string().optional(),
  qrType: z.string().optional(),
  status: z.string().optional(),
  balance: amountTextSchema.optional(),
  discount: z.number().optional(),
  errorCode: z.string().optional(),
  feeAmount: amountTextSchema.optional(),
  invoiceId: z.string().optional(),
  isPending: z.boolean().optional(),
  qrContent: z.string().optional(),
  terminalId: z.string().optional(),
  customerPan: z.string().optional(),
  merchantPan: z.string().optional(),
  needToShare: z.boolean().optional(),
  aggregatorId: z.string().optional(),
  merchantName: z.string().optional(),
  sourceOfFund: z.looseObject({ en: z.string().optional(), id: z.string().optional() }).optional(),
  invoiceAmount: amountTextSchema.optional(),
  payableAmount: amountTextSchema.optional(),
  transactionId: z.string().optional(),
  merchantAcquirer: z.string().optional(),
});

export const paymentBillDetailsSchema = z.looseObject({
  side: z.string().optional(),
  type: z.string().optional(),
  trxId: z.string().optional(),
  billId: z.string().optional(),
  source: z.string().optional(),
  status: z.int().optional(),
  balance: amountTextSchema.optional(),
  sourceName: z.string().optional(),
  description: z.string().optional(),
});

export type QRis = z.infer<typeof qRisSchema>;
export type QrInvoiceDetails = z.infer<typeof qrInvoiceDetailsSchema>;
export type PaymentBillDetails = z.infer<typeof paymentBillDetailsSchema>;

/** `details` of a history entry after parsing; `raw` is always the text as received. */
export type HistoryDetails =
  | { kind: "qr_invoice"; data: QrInvoiceDetails; raw: string }
  | { kind: "payment_bill"; data: PaymentBillDetails; raw: string }
  | { kind: "unknown_type"; type: string; json: Record<string, unknown>; raw: string }
  | { kind: "invalid"; type: string; json: Record<string, unknown>; issues: string[]; raw: string }
  | { kind: "not_object"; json: unknown; raw: string }
  | { kind: "not_json"; raw: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

/** Parses `details` for the entry `type`. Never throws; unparseable or unexpected content keeps its raw text. */
export function parseHistoryDetails(type: string, details: string | Record<string, unknown>): HistoryDetails {
  const raw = typeof details === "string" ? details : JSON.stringify(details);
  const parsed: JsonParse =
    typeof details === "string" ? parseJsonSafely(details) : { ok: true, value: details };
  if (!parsed.ok) return { kind: "not_json", raw };
  if (!isPlainObject(parsed.value)) return { kind: "not_object", json: parsed.value, raw };
  const json = parsed.value;

  if (type === "qr_invoice") {
    const result = qrInvoiceDetailsSchema.safeParse(json);
    if (result.success) return { kind: "qr_invoice", data: result.data, raw };
    return { kind: "invalid", type, json, issues: describeIssues(result.error), raw };
  }
  if (type === "payment_bill") {
    const result = paymentBillDetailsSchema.safeParse(json);
    if (result.success) return { kind: "payment_bill", data: result.data, raw };
    return { kind: "invalid", type, json, issues: describeIssues(result.error), raw };
  }
  return { kind: "unknown_type", type, json, raw };
}
