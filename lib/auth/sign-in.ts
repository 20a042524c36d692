import { type AuditDetail, audit } from "@/lib/audit/audit";
import { repeatedRefusals } from "@/lib/audit/repeated-refusals";
import type { Db } from "@/lib/db/client";
import { countSignIn } from "@/lib/metrics/record";
import { notify } from "@/lib/notifications/notify";
import { newDeviceId } from "./device-cookie";
import { verifyNothing, verifyPassword } from "./password";
import type { SignInInput } from "./schemas";
import type { SessionPolicy } from "./sessions";
import {
  admitSignIn,
  classifyClient,
  SIGN_IN_LIMITS,
  type SignInClient,
  type SignInLimits,
} from "./sign-in-throttle";
import { openSignedIn, type SignedIn } from "./signed-in";

export type SignInResult =
  | (SignedIn & { deviceId: string })
  | { ok: false; reason: "invalid_credentials" | "disabled" }
  | { ok: false; reason: "throttled"; retryAfterMs: number };

/**
 * Checks an email and password and opens a session. The attempt is counted (sign-in-throttle.ts) before the
 * password is checked, so a burst of parallel attempts gets no more checks than its buckets allow.
 * `deviceId` on success is the device the browser should remember (its own one kept, or a new one).
 */
export async function signInWithPassword(
  db: Db,
  input: SignInInput,
  client: SignInClient,
  policy: SessionPolicy,
  now = new Date(),
  limits: SignInLimits = SIGN_IN_LIMITS,
): Promise<SignInResult> {
  const { ip } = client;
  const target = { type: "user", id: input.email };
  // A refused attempt is nobody's yet: audited without an actor, against the email that was tried.
  const refused = (outcome: "denied" | "failure", detail: AuditDetail) =>
    audit(db, { user: null, ip }, { action: "auth.sign_in", target, outcome, detail });
  const user = await db.user.findUnique({ where: { email: input.email } });
  const kind = await classifyClient(db, input.email, user?.id ?? null, client, now);
  const admission = await admitSignIn(db, { email: input.email, kind, client }, now, limits);
  if (!admission.ok) {
    if (repeatedRefusals.first(`sign-in:${admission.key}`, now)) {
      await refused("denied", { reason: "throttled", client: kind, limit: admission.limit });
    }
    countSignIn("throttled");
    return { ok: false, reason: "throttled", retryAfterMs: admission.retryAfterMs };
  }
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyNothing(input.password);
  if (!user || !valid) {
    await refused("failure", { reason: "invalid", client: kind });
    countSignIn("invalid");
    return { ok: false, reason: "invalid_credentials" };
  }
  // Checked after the password, so the state of an account is told only to someone who knows its password.
  if (user.disabledAt) {
    await refused("denied", { reason: "disabled", client: kind });
    countSignIn("disabled");
    return { ok: false, reason: "disabled" };
  }
  await admission.succeeded();
  const knownDevice = kind === "device" && client.device ? client.device.deviceId : null;
  const deviceId = knownDevice ?? newDeviceId();
  const signedIn = await openSignedIn(db, user, policy, now, false, async (tx, { factorPending }) => {
    await audit(
      tx,
      { user, ip },
      {
        action: "auth.sign_in",
        target: { type: "user", id: user.id },
        outcome: "success",
        detail: { client: kind, secondFactor: factorPending ? "pending" : "none" },
      },
    );
    // A browser without this account's device note gets a new one: its owner is told, whoever signed in.
    if (!knownDevice) {
      await notify(tx, {
        kind: "security.newDeviceSignIn",
        params: { at: now.toISOString() },
        eventKey: `${user.id}|${deviceId}`,
        to: { users: [user.id] },
      });
    }
  });
  countSignIn("success");
  return { ...signedIn, deviceId };
}
