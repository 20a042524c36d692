"use server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AuthError } from "next-auth";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
import { type ActionResult, invalidInput } from "@/lib/safe-action";
import { authenticationOptions } from "@/lib/second-factor/passkeys";
import { passkeyAddress, relyingParty } from "@/lib/second-factor/relying-party";
import { safeCallbackPath } from "./callback-path";
import { getSessionState } from "./current-user";
import { signIn, signOut } from "./next-auth";
import { signInSchema } from "./schemas";
import { endSession } from "./sign-out";

// The only server actions not made by defineAction (lib/auth/public-actions.ts lists them with why): signing in
// is how a visitor becomes a user, and signing out needs no permission (it ends whatever session there is).

/**
 * Answers like an action made by defineAction (components/ui/use-form-action.ts): a refusal, since a success
 * ends in a redirect. The form keeps the email it sent; the password is typed again.
 */
export async function signInAction(_previous: unknown, formData: FormData): Promise<ActionResult<never>> {
  const input = signInSchema.safeParse({
    email: String(formData.get("email") ?? ""),
    password: formData.get("password") ?? "",
  });
  if (!input.success) return invalidInput(input.error);
  try {
    await signIn("credentials", {
      ...input.data,
      redirectTo: safeCallbackPath(formData.get("callbackUrl")),
    });
    // Unreachable: next-auth answers a sign-in with a redirect, or throws.
    return { ok: false, error: "unexpected" };
  } catch (error) {
    // A successful sign-in ends in a redirect, which Next.js implements by throwing: let it through.
    if (!(error instanceof AuthError)) throw error;
    const code = "code" in error && typeof error.code === "string" ? error.code : "invalid_credentials";
    const throttled = /^throttled_(\d+)$/.exec(code);
    if (throttled)
      return { ok: false, error: "throttled", detail: { retryAfterMs: Number(throttled[1]) * 1000 } };
    return { ok: false, error: code };
  }
}

/** The challenge a passkey signs to sign in without a password (public, like signing in). */
export async function passkeySignInOptionsAction() {
  const rp = passkeyAddress(env()) ? relyingParty() : null;
  if (!rp) return { ok: false as const, error: "passkeys_unavailable" };
  return { ok: true as const, data: await authenticationOptions(db(), null, rp) };
}

/** Signs in with a passkey's answer; a success ends in a redirect, like signInAction. */
export async function passkeySignInAction(input: {
  challengeId: string;
  response: string;
  callbackUrl: string;
}): Promise<ActionResult<never>> {
  try {
    await signIn("passkey", {
      challengeId: input.challengeId,
      response: input.response,
      redirectTo: safeCallbackPath(input.callbackUrl),
    });
    return { ok: false, error: "unexpected" };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return {
      ok: false,
      error: "code" in error && typeof error.code === "string" ? error.code : "passkey_failed",
    };
  }
}

/** Ends the session in the database first, so the cookie is worthless even if it was copied. */
export async function signOutAction(): Promise<void> {
  // A session still at its second-factor step is ended too (its "cancel").
  const { session } = await getSessionState();
  if (session) await endSession(db(), session.sessionId, clientIp(await headers()));
  await signOut({ redirect: false });
  redirect("/sign-in?reason=signed_out");
}
