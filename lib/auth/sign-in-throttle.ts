import type { Db } from "@/lib/db/client";
import { addressBucket } from "@/lib/http/address-bucket";
import type { KnownDevice } from "./device-cookie";
import {
  type Admission,
  budgetWait,
  claimAttempt,
  claimBudget,
  forgetAttempts,
  hasMark,
  type Rule,
  refundAttempt,
  setMark,
} from "./throttle";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const slowdown = { firstDelayMs: 30 * SECOND, maxDelayMs: 15 * MINUTE, forgetMs: 2 * HOUR };

/**
 * Who is trying, as far as the app can tell without the password:
 * - `device`: a browser holding a device cookie (device-cookie.ts) that this account's own sign-in issued;
 * - `known_address`: an address (an IPv6 /64) this account signed in from in the last 90 days, known only
 *   behind trusted proxies;
 * - `stranger`: anyone else: a new browser, an attacker, a botnet.
 * Each kind has its own buckets, so failures of strangers never slow a known device or a known address down
 * (OWASP's device-cookie pattern): an attacker can slow strangers guessing at an account, never its owner.
 */
export type ClientKind = "device" | "known_address" | "stranger";

export interface SignInClient {
  /** The address under the trusted proxies (request-ip.ts), or null when none is known. */
  ip: string | null;
  /** A valid device cookie's content, whoever it was issued to. */
  device: KnownDevice | null;
}

export interface SignInLimits {
  rules: Record<"device" | "accountAddress" | "account" | "address" | "passwordChange", Rule>;
  /** Password-hash checks per minute across all instances, and the share strangers may spend. */
  hashWork: { perMinute: number; strangersPerMinute: number };
  knownAddressMs: number;
}

// The password-hash cap keeps sign-in from being a way to burn CPU: at ~50 ms per argon2id check, 600 a
// minute cost half a core at most. Strangers may spend two thirds of it, so known devices and addresses
// (and password changes) still get through while a flood of strangers is refused.
export const SIGN_IN_LIMITS: SignInLimits = {
  rules: {
    device: { prefix: "device", free: 5, ...slowdown },
    accountAddress: { prefix: "acct-addr", free: 5, ...slowdown },
    account: { prefix: "acct", free: 10, ...slowdown },
    address: { prefix: "addr", free: 30, ...slowdown },
    passwordChange: { prefix: "pw-change", free: 5, ...slowdown },
  },
  hashWork: { perMinute: 600, strangersPerMinute: 400 },
  knownAddressMs: 90 * DAY,
};

const HASH_WORK_KEY = "hash-work";
const key = (rule: Rule, ...parts: string[]) => `${rule.prefix}:${parts.join("|")}`;
const knownAddressKey = (email: string, ip: string) => `known-addr:${email}|${addressBucket(ip)}`;

export async function classifyClient(
  db: Db,
  email: string,
  userId: string | null,
  client: SignInClient,
  now: Date,
): Promise<ClientKind> {
  if (userId && client.device?.userId === userId) return "device";
  if (client.ip && (await hasMark(db, knownAddressKey(email, client.ip), now))) return "known_address";
  return "stranger";
}

interface Bucket {
  rule: Rule;
  key: string;
}

/**
 * The buckets an attempt is counted in, in the order they are claimed: the stranger's address (every account
 * tried from it), the client's own bucket, the account (every stranger trying it). Each refusal stops the
 * count there, so an address spraying many accounts stops at its own bucket before it creates rows for them,
 * and one address hammering an account stops at its own before it reaches the account's shared bucket: it
 * cannot keep every other stranger waiting. `own` empties on success; the shared ones give the attempt back.
 */
function bucketsFor(
  limits: SignInLimits,
  kind: ClientKind,
  email: string,
  client: SignInClient,
): { ordered: Bucket[]; own: Bucket | null; shared: Bucket[] } {
  const { device, accountAddress, account, address } = limits.rules;
  const ip = client.ip ? addressBucket(client.ip) : null;
  // What every account tried from one place shares: an IPv6 /48, so one site's 65,536 /64s are one stranger
  // and cannot spend the strangers' share of the hash-work budget between them.
  const site = client.ip ? addressBucket(client.ip, 48) : null;
  if (kind === "device" && client.device) {
    const own = { rule: device, key: key(device, client.device.deviceId) };
    return { ordered: [own], own, shared: [] };
  }
  const own = ip ? { rule: accountAddress, key: key(accountAddress, email, ip) } : null;
  if (kind === "known_address") return { ordered: own ? [own] : [], own, shared: [] };
  const byAddress = site ? { rule: address, key: key(address, site) } : null;
  const byAccount = { rule: account, key: key(account, email) };
  const ordered = [byAddress, own, byAccount].filter((bucket): bucket is Bucket => bucket !== null);
  return { ordered, own, shared: byAddress ? [byAddress, byAccount] : [byAccount] };
}

export type SignInAdmission =
  | { ok: true; succeeded: () => Promise<void> }
  /** `limit`: the kind of bucket that refused; `key`: that bucket. */
  | { ok: false; retryAfterMs: number; limit: string; key: string };

function hashWorkLimit(limits: SignInLimits, kind: ClientKind | "signed_in"): number {
  return kind === "stranger" ? limits.hashWork.strangersPerMinute : limits.hashWork.perMinute;
}

/**
 * Counts the attempt in each bucket in turn, stopping at the first that refuses it, then in the hash-work
 * budget. A first look refuses it early when the budget is spent, so a flood past it creates no bucket rows.
 */
async function admitAll(
  db: Db,
  buckets: Bucket[],
  workLimit: number,
  now: Date,
): Promise<{ ok: true } | { ok: false; retryAfterMs: number; limit: string; key: string }> {
  const spent = { limit: HASH_WORK_KEY, key: HASH_WORK_KEY };
  const busyFor = await budgetWait(db, HASH_WORK_KEY, workLimit, now);
  if (busyFor > 0) return { ok: false, retryAfterMs: busyFor, ...spent };
  for (const bucket of buckets) {
    const admission: Admission = await claimAttempt(db, bucket.rule, bucket.key, now);
    if (!admission.ok)
      return { ok: false, retryAfterMs: admission.retryAfterMs, limit: bucket.rule.prefix, key: bucket.key };
  }
  const work = await claimBudget(db, HASH_WORK_KEY, workLimit, now);
  if (!work.ok) return { ok: false, retryAfterMs: work.retryAfterMs, ...spent };
  return { ok: true };
}

/**
 * Counts a sign-in attempt in every bucket of its client, and in the hash-work budget, before the password
 * is checked; refuses it (with how long to wait) when any of them is spent. On success, `succeeded` empties
 * the client's own bucket, gives the attempt back to the shared ones and remembers the address.
 */
export async function admitSignIn(
  db: Db,
  attempt: { email: string; kind: ClientKind; client: SignInClient },
  now: Date,
  limits: SignInLimits = SIGN_IN_LIMITS,
): Promise<SignInAdmission> {
  const { email, kind, client } = attempt;
  const { ordered, own, shared } = bucketsFor(limits, kind, email, client);
  const admission = await admitAll(db, ordered, hashWorkLimit(limits, kind), now);
  if (!admission.ok) return admission;
  return {
    ok: true,
    async succeeded() {
      if (own) await forgetAttempts(db, own.key);
      for (const bucket of shared) await refundAttempt(db, bucket.key);
      if (client.ip)
        await setMark(db, knownAddressKey(email, client.ip), new Date(now.getTime() + limits.knownAddressMs));
    },
  };
}

/** The same for a signed-in person checking their current password before changing it. */
export async function admitPasswordCheck(
  db: Db,
  userId: string,
  now: Date,
  limits: SignInLimits = SIGN_IN_LIMITS,
): Promise<SignInAdmission> {
  const bucket = { rule: limits.rules.passwordChange, key: key(limits.rules.passwordChange, userId) };
  const admission = await admitAll(db, [bucket], hashWorkLimit(limits, "signed_in"), now);
  if (!admission.ok) return admission;
  return { ok: true, succeeded: () => forgetAttempts(db, bucket.key) };
}
