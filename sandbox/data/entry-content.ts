import { BILLERS, MERCHANTS } from "./catalogue";
import { traceableUuid, uuidFrom } from "./ids";
import { drawAmountMinor, idr, percentOf } from "./money";
import { createRng, type Rng } from "./prng";
import { buildQrInvoiceDetails } from "./qr-invoice";
import { type EntryTraits, traitsFor } from "./traits";
import type { SandboxUser } from "./users";

/** What a 4.1 record needs to know about the history entry it belongs to. */
export type TransactionLink = {
  trxId: string;
  amountMinor: bigint;
  merchantId: string;
  sku: string;
  productName: string;
  mdrMinor: bigint;
};

export type EntryContent = {
  type: string;
  msgId: string;
  refId: string;
  amount: string;
  details: string;
  link: TransactionLink | null;
};

const QRIS_MDR_BASIS_POINTS = 70n;

const NOT_JSON_DETAILS = [
  "<html><body>502 Bad Gateway</body></html>",
  "status=success;ref=legacy",
  '{"qRis":{"crc":"12',
  "null",
];

function dropKeys(details: Record<string, unknown>, count: number, rng: Rng): Record<string, unknown> {
  const kept = { ...details };
  const keys = Object.keys(kept);
  for (let dropped = 0; dropped < count && keys.length > 0; dropped++) {
    const [key] = keys.splice(rng.int(0, keys.length - 1), 1);
    if (key !== undefined) delete kept[key];
  }
  return kept;
}

function serialize(details: Record<string, unknown>, traits: EntryTraits, rng: Rng): string {
  if (traits.detailsForm === "not_json") return rng.pick(NOT_JSON_DETAILS);
  return JSON.stringify(dropKeys(details, traits.missingKeys, rng));
}

/** The content of entry `index` of `user`, without seq/ts: what a duplicate of it repeats. */
export function entryContent(user: SandboxUser, index: number, aggregatorId: string): EntryContent {
  const traits = traitsFor(user, index);
  const rng = createRng(user.seed, user.id, index, "content");
  const msgId = uuidFrom(rng);
  const refId = uuidFrom(rng);
  // The demo user's ids are all zeros but the tail, so they can be written down in the README.
  const trxId = traceableUuid(user.number === 0 ? null : rng, user.number, index);
  const invoiceMinor = drawAmountMinor(rng);
  const balanceMinor = BigInt(rng.int(0, 5_000_000)) * 100n;

  if (traits.type === "qr_invoice") {
    const merchant = rng.pick(MERCHANTS);
    const { details, payableMinor } = buildQrInvoiceDetails({
      rng,
      traits: traits.qr,
      merchant,
      invoiceMinor,
      balanceMinor,
      refId,
      transactionId: trxId,
      aggregatorId,
    });
    return {
      type: traits.type,
      msgId,
      refId,
      amount: idr(payableMinor),
      details: serialize(details, traits, rng),
      link: {
        trxId,
        amountMinor: payableMinor,
        merchantId: merchant.merchantId,
        sku: "QRIS",
        productName: `QRIS ${merchant.name}`,
        mdrMinor: percentOf(invoiceMinor, QRIS_MDR_BASIS_POINTS),
      },
    };
  }

  if (traits.type === "payment_bill") {
    const biller = rng.pick(BILLERS);
    const details = {
      side: "db",
      type: "payment_aggregator",
      trxId,
      billId: uuidFrom(rng),
      source: biller.source,
      status: traits.trxStatus === "settled" ? 1 : traits.trxStatus === "pending" ? 0 : 2,
      balance: idr(balanceMinor),
      sourceName: biller.sourceName,
      description: `${biller.description} ${idr(invoiceMinor)}`,
    };
    return {
      type: traits.type,
      msgId,
      refId,
      amount: idr(invoiceMinor),
      details: serialize(details, traits, rng),
      link: {
        trxId,
        amountMinor: invoiceMinor,
        merchantId: `BILLER-${biller.source.toUpperCase()}`,
        sku: biller.sku,
        productName: biller.sourceName,
        mdrMinor: 0n,
      },
    };
  }

  const details = {
    program: traits.type,
    note: "entry type unknown to the partner",
    points: rng.int(1, 500),
  };
  return {
    type: traits.type,
    msgId,
    refId,
    amount: idr(invoiceMinor),
    details: serialize(details, traits, rng),
    link: null,
  };
}
