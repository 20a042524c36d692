import type { Rng } from "./prng";

/** An amount as the provider writes it: currency, a space, a decimal with two digits (`IDR 10000.00`). */
export function idr(minor: bigint): string {
  const sign = minor < 0n ? "-" : "";
  const absolute = minor < 0n ? -minor : minor;
  return `IDR ${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, "0")}`;
}

/** Text of QRIS tag 54: whole rupiah when there are no cents. */
export function qrisAmountText(minor: bigint): string {
  const cents = minor % 100n;
  return cents === 0n ? String(minor / 100n) : `${minor / 100n}.${String(cents).padStart(2, "0")}`;
}

/** Mostly round rupiah amounts, as people pay; a few carry cents so exact arithmetic gets exercised. */
export function drawAmountMinor(rng: Rng): bigint {
  const rupiah = rng.chance(0.7) ? rng.int(2, 400) * 500 : rng.int(1_000, 2_500_000);
  const cents = rng.chance(0.08) ? rng.int(1, 99) : 0;
  return BigInt(rupiah) * 100n + BigInt(cents);
}

/** Percentage of an amount, rounded half up to the cent. */
export function percentOf(minor: bigint, basisPoints: bigint): bigint {
  return (minor * basisPoints + 5_000n) / 10_000n;
}
