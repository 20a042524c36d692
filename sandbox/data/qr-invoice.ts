import { encodeQris, type QrisInput, qrisInputSchema } from "../qris/encode";
import type { Merchant } from "./catalogue";
import { uuidFrom } from "./ids";
import { idr, percentOf, qrisAmountText } from "./money";
import type { Rng } from "./prng";
import { qRisObject } from "./qris-object";
import type { QrTraits } from "./traits";

export type QrInvoiceInput = {
  rng: Rng;
  traits: QrTraits;
  merchant: Merchant;
  invoiceMinor: bigint;
  balanceMinor: bigint;
  refId: string;
  transactionId: string;
  aggregatorId: string;
};

const FIXED_FEE_MINOR = 100_000n;
const PERCENTAGE_TEXT = "2.5";
const PERCENTAGE_BASIS_POINTS = 250n;

function tipFor(traits: QrTraits): QrisInput["tip"] {
  if (traits.tip === "prompt") return { kind: "prompt" };
  if (traits.tip === "fixed") return { kind: "fixed", fee: qrisAmountText(FIXED_FEE_MINOR) };
  if (traits.tip === "percentage") return { kind: "percentage", percentage: PERCENTAGE_TEXT };
  return undefined;
}

function feeFor(traits: QrTraits, invoiceMinor: bigint, rng: Rng): bigint {
  if (traits.tip === "fixed") return FIXED_FEE_MINOR;
  if (traits.tip === "percentage") return percentOf(invoiceMinor, PERCENTAGE_BASIS_POINTS);
  if (traits.tip === "prompt") return BigInt(rng.pick([0, 1_000, 2_000, 5_000])) * 100n;
  return 0n;
}

function qrisInputFor({ rng, traits, merchant, invoiceMinor }: QrInvoiceInput): QrisInput {
  const terminalLabel = rng.pick(["K01", "K02", "POS-01", "KASIR-1"]);
  return {
    pointOfInitiation: traits.mode,
    merchantAccounts: [
      {
        tag: "26",
        globalUniqueIdentifier: "ID.CO.NETZME.WWW",
        pan: merchant.pan,
        merchantId: merchant.merchantId,
        criteria: merchant.criteria,
      },
      {
        tag: "51",
        globalUniqueIdentifier: "ID.CO.QRIS.WWW",
        merchantId: merchant.nationalId,
        criteria: merchant.criteria,
      },
    ],
    merchantCategoryCode: merchant.mcc,
    amount: traits.withAmount ? qrisAmountText(invoiceMinor) : undefined,
    tip: tipFor(traits),
    merchantName: merchant.name,
    merchantCity: merchant.city,
    postalCode: merchant.postalCode,
    additionalData: {
      billNumber: traits.mode === "dynamic" ? `INV${rng.int(100_000, 999_999)}` : undefined,
      terminalLabel,
      purposeOfTransaction: rng.chance(0.3) ? "Pembayaran" : undefined,
      proprietary: rng.chance(0.3) ? `0008${rng.hex(8).toUpperCase()}` : undefined,
    },
  };
}

function breakCrc(payload: string): string {
  const crc = payload.slice(-4);
  const wrong = ((Number.parseInt(crc, 16) + 0x1111) & 0xffff).toString(16).toUpperCase().padStart(4, "0");
  return payload.slice(0, -4) + wrong;
}

export function buildQrInvoiceDetails(input: QrInvoiceInput): {
  details: Record<string, unknown>;
  payableMinor: bigint;
} {
  const { rng, traits, merchant, invoiceMinor } = input;
  const fields = qrisInputSchema.parse(qrisInputFor(input));
  const validPayload = encodeQris(fields);
  const qrContent = traits.anomaly === "bad_crc" ? breakCrc(validPayload) : validPayload;
  const qRis = qRisObject(fields, qrContent);
  if (traits.anomaly === "mismatch") {
    if (traits.withAmount) qRis.transactionAmount = qrisAmountText(invoiceMinor + 100_000n);
    qRis.merchantName = `${merchant.name} 2`;
  }
  const feeMinor = feeFor(traits, invoiceMinor, rng);
  const payableMinor = invoiceMinor + feeMinor;
  const details: Record<string, unknown> = {
    qRis,
    refId: input.refId,
    qrType: traits.mode === "dynamic" ? "qr_type_qris_dynamic" : "qr_type_qris_static",
    status: "success",
    balance: idr(input.balanceMinor),
    discount: 0,
    errorCode: "00",
    feeAmount: idr(feeMinor),
    invoiceId: traits.mode === "dynamic" ? uuidFrom(rng) : "",
    isPending: false,
    qrContent,
    terminalId: `T${rng.int(10_000, 99_999)}`,
    customerPan: `936008${rng.int(10_000_000, 99_999_999)}${rng.int(1000, 9999)}`,
    merchantPan: merchant.pan,
    needToShare: rng.chance(0.1),
    aggregatorId: input.aggregatorId,
    merchantName: merchant.name,
    sourceOfFund: { en: "Balance", id: "Saldo" },
    invoiceAmount: idr(invoiceMinor),
    payableAmount: idr(payableMinor),
    transactionId: input.transactionId,
    merchantAcquirer: merchant.acquirer,
  };
  return { details, payableMinor };
}
