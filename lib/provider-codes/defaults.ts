import type { CodeMeaning } from "./fields";

/**
 * What the app ships: only values the contract documents as occurring (docs/provider-api.md, 4.1 and history
 * entries): `trxStatus` `settled`, a QR entry's `status` `success` and `errorCode` `00`, the entry types
 * `qr_invoice` and `payment_bill`, a bill's `side` `db` and `type` `payment_aggregator`. The contract explains
 * none of them. `settled` and `success` come with a successful answer or entry in its samples, so they carry
 * the success tone and count as paid, and `00` (the sample's "no error") the success tone: a reading of the
 * samples, which an admin can change. `db` is read as the usual ledger abbreviation of debit, without colour
 * or paid count. The sandbox's other codes (bill status 0/1/2, `cr`, `pending`, `failed`, `refunded`) are its
 * own inventions and get no meaning here.
 */
export const DEFAULT_CODES: readonly CodeMeaning[] = [
  {
    field: "entryType",
    code: "qr_invoice",
    labelId: "Pembayaran QRIS",
    labelEn: "QRIS payment",
    tone: "neutral",
    countsAsPaid: false,
  },
  {
    field: "entryType",
    code: "payment_bill",
    labelId: "Pembayaran tagihan",
    labelEn: "Bill payment",
    tone: "neutral",
    countsAsPaid: false,
  },
  {
    field: "trxStatus",
    code: "settled",
    labelId: "Selesai (settled)",
    labelEn: "Settled",
    tone: "success",
    countsAsPaid: true,
  },
  {
    field: "qrStatus",
    code: "success",
    labelId: "Berhasil (success)",
    labelEn: "Success",
    tone: "success",
    countsAsPaid: true,
  },
  {
    field: "errorCode",
    code: "00",
    labelId: "00 (tanpa galat)",
    labelEn: "00 (no error)",
    tone: "success",
    countsAsPaid: false,
  },
  {
    field: "billSide",
    code: "db",
    labelId: "Debit (db)",
    labelEn: "Debit (db)",
    tone: "neutral",
    countsAsPaid: false,
  },
  {
    field: "billType",
    code: "payment_aggregator",
    labelId: "Agregator pembayaran",
    labelEn: "Payment aggregator",
    tone: "neutral",
    countsAsPaid: false,
  },
];
