import { Secret, TOTP } from "otpauth";

/** The step every authenticator app understands; the seed of a test factor may choose another. */
export const TOTP_PERIOD = 30;
/** Codes of the step before and after are accepted too: clocks drift and people type slowly. */
const WINDOW = 1;
const ISSUER = "Partner Back Office";

/** A new random secret (160 bits, RFC 4226's recommendation), as base32 for the app and the manual key. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, period: number, label = "") {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address the QR code carries. */
export function totpUri(secret: string, account: string, period = TOTP_PERIOD): string {
  return totpOf(secret, period, account).toString();
}

export function isTotpShape(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * The time step whose code `code` is, within the window around `now`, or null when it is none of them.
 * The caller refuses a step not newer than the last one used (replay).
 */
export function totpStep(secret: string, code: string, period: number, now: Date): number | null {
  if (!isTotpShape(code)) return null;
  const delta = totpOf(secret, period).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / period) + delta;
}

/** The code of a time step (tests and the e2e seed compute codes as an app would). */
export function totpCode(secret: string, period: number, at: Date): string {
  return totpOf(secret, period).generate({ timestamp: at.getTime() });
}
