import type { KnownDevice } from "@/lib/auth/device-cookie";
import {
  claimAttempt,
  forgetAttempts,
  hasMark,
  type Rule,
  refundAttempt,
  setMark,
} from "@/lib/auth/throttle";
import type { Db } from "@/lib/db/client";
import { addressBucket } from "@/lib/http/address-bucket";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Who is at the second step, as far as the app can tell: what sign-in-throttle.ts knows of a client. */
export interface SecondStepClient {
  /** The address under the trusted proxies (request-ip.ts), or null when none is known. */
  ip: string | null;
  /** A valid device cookie's content, whoever it was issued to. */
  device: KnownDevice | null;
}

export interface SecondFactorLimits {
  /** Each client's own bucket: its device, else its address for this account, else its session. */
  own: Rule;
  /** Every client but a device that completed this account's second step before, together. */
  account: Rule;
  /** How long a device stays known after its last completed second step. */
  knownMs: number;
}

// Whoever reaches the second step knows the password, and a new sign-in gives them a new session, device
// cookie or address whenever they like: only the account's own ceiling stops them. The odds it leaves: a
// code is one of 10^6 and three are accepted at a time (totp.ts: the step before and after too), so a guess
// succeeds with p ≤ 3·10⁻⁶. The ceiling lets 20 guesses go at once, then 1, 2, 4 … minutes apart up to one an
// hour, and forgets only after a quiet day: at most about 50 guesses the first day and 24 a day after that,
// ~9,000 a year, a chance of 1 − (1 − 3·10⁻⁶)^9,000 ≈ 2.7 % a year of guessing without rest, every refusal
// audited. (A recovery code is one of 31^10 ≈ 2^49: out of reach.) A browser whose device cookie completed
// this account's step before is never counted there: the note is signed and only that browser holds it, so
// the ceiling a password holder can spend slows new browsers down, never the owner's usual one (an address
// is not enough: an attacker behind the owner's office NAT would share it). Its 20 leave room for the
// owner's own typos on a new browser. Each client's own bucket is the password's (five, then 30 s doubling up
// to 15 min): the device cookie's, else the address's for this account, else the session's.
export const SECOND_FACTOR_LIMITS: SecondFactorLimits = {
  own: {
    prefix: "second-factor",
    free: 5,
    firstDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    forgetMs: 2 * HOUR,
  },
  account: {
    prefix: "second-factor-acct",
    free: 20,
    firstDelayMs: MINUTE,
    maxDelayMs: HOUR,
    forgetMs: 24 * HOUR,
  },
  knownMs: 90 * 24 * HOUR,
};

const deviceMark = (userId: string, deviceId: string) => `second-factor-device:${userId}|${deviceId}`;

interface Buckets {
  own: string;
  /** The account's ceiling, or null for a device that completed this step before. */
  account: string | null;
  /** The mark a success leaves: this device completed this account's step. */
  mark: string | null;
}

async function bucketsFor(
  db: Db,
  limits: SecondFactorLimits,
  user: { id: string; sessionId: string },
  client: SecondStepClient,
  now: Date,
): Promise<Buckets> {
  const device = client.device?.userId === user.id ? client.device.deviceId : null;
  const prefix = limits.own.prefix;
  const own = device
    ? `${prefix}:device|${device}`
    : client.ip
      ? `${prefix}:acct-addr|${user.id}|${addressBucket(client.ip)}`
      : `${prefix}:session|${user.sessionId}`;
  const mark = device ? deviceMark(user.id, device) : null;
  const known = mark !== null && (await hasMark(db, mark, now));
  return { own, account: known ? null : `${limits.account.prefix}:${user.id}`, mark };
}

export type SecondStepAdmission =
  | { ok: true; succeeded: () => Promise<void> }
  | { ok: false; retryAfterMs: number; key: string };

/**
 * Counts a proof before it is checked, in the client's own bucket, then (for a client new to this account's
 * second step) in the account's ceiling; refused with how long to wait when either is spent. On success,
 * `succeeded` empties the own bucket, gives the attempt back to the ceiling and remembers the device and address.
 */
export async function admitSecondStep(
  db: Db,
  user: { id: string; sessionId: string },
  client: SecondStepClient,
  now: Date,
  limits: SecondFactorLimits = SECOND_FACTOR_LIMITS,
): Promise<SecondStepAdmission> {
  const { own, account, mark } = await bucketsFor(db, limits, user, client, now);
  const byOwn = await claimAttempt(db, limits.own, own, now);
  if (!byOwn.ok) return { ok: false, retryAfterMs: byOwn.retryAfterMs, key: own };
  if (account) {
    const byAccount = await claimAttempt(db, limits.account, account, now);
    if (!byAccount.ok) return { ok: false, retryAfterMs: byAccount.retryAfterMs, key: account };
  }
  return {
    ok: true,
    async succeeded() {
      await forgetAttempts(db, own);
      if (account) await refundAttempt(db, account);
      if (mark) await setMark(db, mark, new Date(now.getTime() + limits.knownMs));
    },
  };
}
