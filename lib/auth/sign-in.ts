import { z } from "zod";
import { audit } from "@/lib/audit/audit";
import type { Db } from "@/lib/db/client";
import { verifyNothing, verifyPassword } from "./password";
import { createSession, type SessionPolicy } from "./sessions";
import { recordFailure, recordSuccess, throttleWait } from "./throttle";

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "email_invalid" })),
  password: z.string().min(1, { message: "required" }).max(200, { message: "password_too_long" }),
});
export type SignInInput = z.infer<typeof signInSchema>;

export type SignInResult =
  | { ok: true; userId: string; email: string; name: string; sessionId: string }
  | { ok: false; reason: "invalid_credentials" | "disabled" }
  | { ok: false; reason: "throttled"; retryAfterMs: number };

export async function signInWithPassword(
  db: Db,
  input: SignInInput,
  ip: string | null,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SignInResult> {
  const target = { type: "user", id: input.email };
  const retryAfterMs = await throttleWait(db, input.email, ip, now);
  if (retryAfterMs > 0) {
    await audit(db, {
      action: "auth.sign_in",
      target,
      outcome: "denied",
      detail: { reason: "throttled" },
      ip,
    });
    return { ok: false, reason: "throttled", retryAfterMs };
  }
  const user = await db.user.findUnique({ where: { email: input.email } });
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyNothing(input.password);
  if (!user || !valid) {
    await recordFailure(db, input.email, ip, now);
    await audit(db, {
      action: "auth.sign_in",
      target,
      outcome: "failure",
      detail: { reason: "invalid" },
      ip,
    });
    return { ok: false, reason: "invalid_credentials" };
  }
  // Checked after the password, so the state of an account is told only to someone who knows its password.
  if (user.disabledAt) {
    await audit(db, {
      action: "auth.sign_in",
      target,
      outcome: "denied",
      detail: { reason: "disabled" },
      ip,
    });
    return { ok: false, reason: "disabled" };
  }
  await recordSuccess(db, input.email, ip);
  const session = await createSession(db, user.id, policy, now);
  await audit(db, {
    actor: user,
    action: "auth.sign_in",
    target: { type: "user", id: user.id },
    outcome: "success",
    ip,
  });
  return { ok: true, userId: user.id, email: user.email, name: user.name, sessionId: session.id };
}
