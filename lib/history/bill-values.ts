// What a bill's coded fields mean. The contract leaves them unexplained (docs/provider-api.md#history-entries);
// these readings are the sandbox's, where a bill's status follows its 4.1 record: pending 0, settled 1, and 2
// for a payment that failed or was refunded. A value outside them is shown as received, marked unknown.

const BILL_STATUS_CODES = { 0: "pending", 1: "paid", 2: "failed_or_refunded" } as const;
export type BillStatus = (typeof BILL_STATUS_CODES)[keyof typeof BILL_STATUS_CODES];

const BILL_SIDES = { db: "debit", cr: "credit" } as const;
export type BillSide = (typeof BILL_SIDES)[keyof typeof BILL_SIDES];

const BILL_TYPES = { payment_aggregator: "payment_aggregator" } as const;
export type BillType = keyof typeof BILL_TYPES;

function known<Meaning>(codes: Record<string, Meaning>, value: string | number): Meaning | null {
  return Object.hasOwn(codes, value) ? (codes[value] as Meaning) : null;
}

export const billStatus = (code: number | string): BillStatus | null => known(BILL_STATUS_CODES, code);
export const billSide = (side: string): BillSide | null => known(BILL_SIDES, side);
export const billType = (type: string): BillType | null => known(BILL_TYPES, type);
