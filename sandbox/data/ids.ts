import type { Rng } from "./prng";

/** A random-looking v4 UUID drawn from `rng`. */
export function uuidFrom(rng: Rng): string {
  const variant = rng.pick(["8", "9", "a", "b"]);
  return `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${variant}${rng.hex(3)}-${rng.hex(12)}`;
}

/**
 * Transaction ids that can be traced back: the last group holds the user number (4 hex digits) and the
 * entry index (8 hex digits), so a 4.1 look-up finds its history entry without any index in memory.
 */
export function traceableUuid(rng: Rng | null, userNumber: number, index: number): string {
  const tail = userNumber.toString(16).padStart(4, "0") + index.toString(16).padStart(8, "0");
  if (!rng) return `00000000-0000-4000-8000-${tail}`;
  const variant = rng.pick(["8", "9", "a", "b"]);
  return `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${variant}${rng.hex(3)}-${tail}`;
}

export function readTraceableUuid(uuid: string): { userNumber: number; index: number } | null {
  const match = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-([0-9a-f]{4})([0-9a-f]{8})$/.exec(
    uuid,
  );
  if (!match?.[1] || !match[2]) return null;
  return { userNumber: Number.parseInt(match[1], 16), index: Number.parseInt(match[2], 16) };
}

/** The partner-side transaction id of 4.1 (`type=partnerId`): `ord-<user number>-<entry index>`. */
export function partnerTransactionId(userNumber: number, index: number): string {
  return `ord-${String(userNumber).padStart(4, "0")}-${String(index).padStart(8, "0")}`;
}

export function readPartnerTransactionId(id: string): { userNumber: number; index: number } | null {
  const match = /^ord-(\d{4})-(\d{8})$/.exec(id);
  if (!match?.[1] || !match[2]) return null;
  return { userNumber: Number(match[1]), index: Number(match[2]) };
}
