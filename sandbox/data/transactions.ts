import type { TrxStatus } from "./catalogue";
import { entryContent } from "./entry-content";
import { tsOf } from "./history";
import { partnerTransactionId, readPartnerTransactionId, readTraceableUuid } from "./ids";
import { idr } from "./money";
import { createRng } from "./prng";
import { toWibIso } from "./time";
import { isDuplicate, traitsFor } from "./traits";
import type { UserDirectory } from "./users";

export type SandboxTransaction = {
  requestId: string;
  transactionId: string;
  merchantId: string;
  sku: string;
  trxStatus: TrxStatus;
  paidAmount: string;
  paidTs: string;
  settlementTs?: string;
  mdrFeeAmount: string;
  productName: string;
};

const HOUR_MS = 60 * 60 * 1000;

function transactionAt(users: UserDirectory, userNumber: number, index: number, aggregatorId: string) {
  const user = users.byNumber(userNumber);
  if (!user || index >= user.entryCount || isDuplicate(user, index)) return null;
  const { link } = entryContent(user, index, aggregatorId);
  if (!link) return null;
  const { trxStatus } = traitsFor(user, index);
  const paidMs = tsOf(user, index);
  const settles = trxStatus === "settled" || trxStatus === "refunded";
  const record: SandboxTransaction = {
    requestId: link.trxId,
    transactionId: partnerTransactionId(user.number, index),
    merchantId: link.merchantId,
    sku: link.sku,
    trxStatus,
    paidAmount: idr(link.amountMinor),
    paidTs: toWibIso(paidMs),
    mdrFeeAmount: idr(link.mdrMinor),
    productName: link.productName,
  };
  if (settles) {
    const delay = createRng(user.seed, user.id, index, "settlement").int(1, 36) * HOUR_MS;
    record.settlementTs = toWibIso(paidMs + delay);
  }
  return record;
}

/** 4.1 look-up: `requestId` matches the provider's id (details.trxId / transactionId), `partnerId` ours. */
export function findTransaction(
  users: UserDirectory,
  kind: "requestId" | "partnerId",
  id: string,
  aggregatorId: string,
): SandboxTransaction | null {
  const location = kind === "requestId" ? readTraceableUuid(id) : readPartnerTransactionId(id);
  if (!location) return null;
  const record = transactionAt(users, location.userNumber, location.index, aggregatorId);
  if (!record) return null;
  // The tail of an id locates the entry; the rest must match too, or it is a made-up id.
  const matches = kind === "requestId" ? record.requestId === id : record.transactionId === id;
  return matches ? record : null;
}
