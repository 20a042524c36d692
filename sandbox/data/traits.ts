import { type TrxStatus, UNKNOWN_ENTRY_TYPES } from "./catalogue";
import { createRng } from "./prng";
import type { SandboxUser } from "./users";

export type QrTraits = {
  mode: "static" | "dynamic";
  withAmount: boolean;
  tip: "none" | "prompt" | "fixed" | "percentage";
  /** `mismatch`: the qRis object disagrees with the payload; `bad_crc`: the payload's CRC is wrong. */
  anomaly: "none" | "mismatch" | "bad_crc";
};

/** What kind of history entry sits at one index; the values inside it are drawn separately. */
export type EntryTraits = {
  type: string;
  detailsForm: "json" | "not_json";
  qr: QrTraits;
  missingKeys: number;
  trxStatus: TrxStatus;
};

const DEFAULT_QR: QrTraits = { mode: "dynamic", withAmount: true, tip: "none", anomaly: "none" };

function base(type: string, overrides: Partial<EntryTraits> = {}): EntryTraits {
  return { type, detailsForm: "json", qr: DEFAULT_QR, missingKeys: 0, trxStatus: "settled", ...overrides };
}

/** The demo user's history, oldest first, one entry per case the app must display (see sandbox/README.md). */
export const DEMO_TRAITS: readonly EntryTraits[] = [
  base("payment_bill", { trxStatus: "settled" }),
  base("payment_bill", { trxStatus: "pending" }),
  base("payment_bill", { trxStatus: "failed" }),
  base("payment_bill", { trxStatus: "refunded" }),
  base("qr_invoice", { qr: { mode: "dynamic", withAmount: true, tip: "fixed", anomaly: "none" } }),
  // Index 5 repeats index 4 with duplicateEvent: true (see DEMO_DUPLICATE_INDEX); these traits are unused.
  base("qr_invoice"),
  base("qr_invoice", { qr: { mode: "static", withAmount: false, tip: "prompt", anomaly: "none" } }),
  base("qr_invoice", { qr: { mode: "dynamic", withAmount: true, tip: "percentage", anomaly: "none" } }),
  base("qr_invoice", { qr: { mode: "dynamic", withAmount: true, tip: "none", anomaly: "mismatch" } }),
  base("qr_invoice", { qr: { mode: "static", withAmount: true, tip: "none", anomaly: "bad_crc" } }),
  base("qr_invoice", { missingKeys: 4 }),
  base("payment_bill", { detailsForm: "not_json" }),
  base("cashback"),
];

/** Index of the demo entry that repeats the entry before it. */
export const DEMO_DUPLICATE_INDEX = 5;

function drawQrTraits(seed: string, userId: string, index: number): QrTraits {
  const rng = createRng(seed, userId, index, "qr");
  const mode = rng.chance(0.65) ? "dynamic" : "static";
  const tipRoll = rng.next();
  const anomalyRoll = rng.next();
  return {
    mode,
    withAmount: mode === "dynamic" || rng.chance(0.2),
    tip: tipRoll < 0.7 ? "none" : tipRoll < 0.8 ? "prompt" : tipRoll < 0.9 ? "fixed" : "percentage",
    anomaly: anomalyRoll < 0.03 ? "mismatch" : anomalyRoll < 0.05 ? "bad_crc" : "none",
  };
}

function drawTrxStatus(rng: ReturnType<typeof createRng>): TrxStatus {
  const roll = rng.next();
  if (roll < 0.82) return "settled";
  if (roll < 0.9) return "pending";
  if (roll < 0.96) return "failed";
  return "refunded";
}

export function traitsFor(user: SandboxUser, index: number): EntryTraits {
  if (user.number === 0) return DEMO_TRAITS[index] ?? base("payment_bill");
  const rng = createRng(user.seed, user.id, index, "traits");
  const roll = rng.next();
  const type = roll < 0.02 ? rng.pick(UNKNOWN_ENTRY_TYPES) : roll < 0.6 ? "qr_invoice" : "payment_bill";
  return {
    type,
    detailsForm: rng.chance(0.02) ? "not_json" : "json",
    qr: drawQrTraits(user.seed, user.id, index),
    missingKeys: rng.chance(0.15) ? rng.int(1, 3) : 0,
    trxStatus: drawTrxStatus(rng),
  };
}

export function isDuplicateCandidate(user: SandboxUser, index: number): boolean {
  if (user.number === 0) return index === DEMO_DUPLICATE_INDEX;
  return index > 0 && createRng(user.seed, user.id, index, "duplicate").chance(0.03);
}

/** An entry repeats the previous one; never two in a row, so a repeat always copies an original. */
export function isDuplicate(user: SandboxUser, index: number): boolean {
  return isDuplicateCandidate(user, index) && !isDuplicateCandidate(user, index - 1);
}
