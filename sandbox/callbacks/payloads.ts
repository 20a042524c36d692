import { createRng, type Rng } from "../data/prng";
import { GENERATED_USER_COUNT } from "../data/users";

type UpgradeStatus = "approved" | "rejected";

/**
 * A 4.3 body (docs/provider-api.md#43-account-upgrade-notification): `status` at the top level with type
 * `upgrade_account`, or, in the variant, inside `additionalInfo` with type `cdd`.
 */
export type UpgradeNotification = {
  originalReferenceNo: string;
  custId: string;
  motherMaidenName: string;
  status?: UpgradeStatus;
  additionalInfo: {
    type: "upgrade_account" | "cdd";
    status?: UpgradeStatus;
    identificationCardImageUrl: string;
    selfieImageUrl: string;
    benefits?: string[];
    rejectReasons?: string[];
  };
};

const MOTHER_NAMES = [
  "Siti Aminah",
  "Sri Wahyuni",
  "Dewi Lestari",
  "Nur Hasanah",
  "Ratna Sari",
  "Endang Susilowati",
  "Rina Marlina",
  "Yuliana Sitorus",
  "Ni Made Suartini",
  "Fatimah Azzahra",
];

const BENEFITS = [
  "Batas saldo naik menjadi Rp20.000.000",
  "Transfer ke rekening bank",
  "Tarik tunai di gerai mitra",
  "Batas transaksi bulanan Rp40.000.000",
  "Pembayaran QRIS tanpa batas harian",
];

const REJECT_REASONS = [
  "Foto KTP buram atau tidak terbaca",
  "Foto selfie tidak sesuai dengan foto pada KTP",
  "NIK tidak sesuai dengan data Dukcapil",
  "Nama ibu kandung tidak sesuai",
  "KTP sudah terdaftar pada akun lain",
  "Selfie tidak memperlihatkan KTP dengan jelas",
  "Data KTP tidak lengkap atau terpotong",
  "Usia belum memenuhi syarat (minimal 17 tahun)",
];

export type NotificationOptions = {
  seed: string;
  imageBaseUrl: string;
  /** Put every third notification in the variant shape (status inside additionalInfo, type cdd). */
  includeVariant: boolean;
};

function pickSome(rng: Rng, items: readonly string[], max: number): string[] {
  const pool = [...items];
  const count = rng.int(1, max);
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(...pool.splice(rng.int(0, pool.length - 1), 1));
  return picked;
}

/** Image addresses on the sandbox; a few point at expired or broken images so the app shows those cases. */
function imageUrls(rng: Rng, base: string, custId: string) {
  const roll = rng.next();
  const kind = roll < 0.08 ? "expired/" : roll < 0.14 ? "broken/" : "";
  return {
    identificationCardImageUrl: `${base}/images/${kind}ktp/${custId}.png`,
    selfieImageUrl: `${base}/images/${kind}selfie/${custId}.png`,
  };
}

/** Notification number `index` of a run: deterministic for a seed, ~60% approved, the rest rejected. */
export function upgradeNotification(index: number, options: NotificationOptions): UpgradeNotification {
  const rng = createRng(options.seed, "upgrade-notification", index);
  const custId = `user-${String(rng.int(1, GENERATED_USER_COUNT)).padStart(4, "0")}`;
  const approved = rng.chance(0.6);
  const status: UpgradeStatus = approved ? "approved" : "rejected";
  const variant = options.includeVariant && index % 3 === 2;
  const outcome = approved
    ? { benefits: pickSome(rng, BENEFITS, 3) }
    : { rejectReasons: pickSome(rng, REJECT_REASONS, 2) };
  const originalReferenceNo = `UPG${String(rng.int(10_000_000, 99_999_999))}${String(index).padStart(4, "0")}`;
  const base = {
    originalReferenceNo,
    custId,
    motherMaidenName: rng.pick(MOTHER_NAMES),
  };
  const images = imageUrls(rng, options.imageBaseUrl.replace(/\/+$/, ""), custId);
  if (variant) {
    return { ...base, additionalInfo: { type: "cdd", status, ...images, ...outcome } };
  }
  return { ...base, status, additionalInfo: { type: "upgrade_account", ...images, ...outcome } };
}
