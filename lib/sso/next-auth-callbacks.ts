import "server-only";
import { headers } from "next/headers";
import type { Profile, User } from "next-auth";
import { audit } from "@/lib/audit/audit";
import { sessionPolicy } from "@/lib/auth/session-policy";
import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { countSignIn } from "@/lib/metrics/record";
import { clientIp } from "@/lib/request-ip";
import { readClaims } from "./claims";
import { currentSsoConfig } from "./current-config";
import { SSO_PROVIDER_ID } from "./provider";
import { signInWithSso } from "./sign-in";

/**
 * Where next-auth sends a refused single sign-on: through /api/sso/refused to the sign-in page, saying why
 * (next-auth's redirect callback never leads back to the sign-in page itself: safeRedirectUrl).
 */
const refusedHop = (reason: string) => `/api/sso/refused?reason=${reason}`;

async function requestIp(): Promise<string | null> {
  try {
    return clientIp(await headers());
  } catch {
    return null;
  }
}

/**
 * next-auth's signIn callback for single sign-on, once the provider's answer passed every check: opens the
 * app's own session (like a password sign-in) or answers where to send the refused person. On success the
 * session id goes onto `user`, the object next-auth hands to the jwt callback next (next-auth.ts keeps it in
 * the cookie from there).
 */
export async function completeSsoSignIn(user: User, profile: Profile | undefined): Promise<true | string> {
  const config = await currentSsoConfig();
  const claims = config && readClaims(profile ?? {}, config.groupsClaim);
  if (!config || !claims) {
    await recordSsoFailure(config ? "claims" : "not_configured");
    return refusedHop("error");
  }
  const result = await signInWithSso(db(), claims, config, await requestIp(), sessionPolicy());
  if (!result.ok) return refusedHop(result.reason);
  Object.assign(user, { id: result.userId, email: result.email, name: result.name, sid: result.sessionId });
  return true;
}

// The errors next-auth raises only in an OpenID exchange (this app's one such provider): a missing or
// mismatched state, PKCE verifier or nonce, an error answer, a token that fails its checks.
const SSO_ERROR_TYPES = new Set([
  "InvalidCheck",
  "OAuthCallbackError",
  "OAuthProfileParseError",
  "OAuthSignInError",
  "AccessDenied",
]);

/** Whether an error next-auth logs ended a single sign-on attempt, and under which name. */
export function ssoFailureType(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const type = (error as { type?: unknown }).type;
  if (typeof type !== "string") return null;
  const cause = (error as { cause?: Record<string, unknown> }).cause;
  const provider = cause?.provider ?? cause?.providerId;
  return SSO_ERROR_TYPES.has(type) || provider === SSO_PROVIDER_ID ? type : null;
}

/** Counts, logs and audits an attempt that failed before anyone was identified (never the provider's answer). */
export async function recordSsoFailure(type: string): Promise<void> {
  countSignIn("sso_error");
  log.warn("sso_failed", { type });
  await audit(
    db(),
    { user: null, ip: await requestIp() },
    {
      action: "auth.sso_sign_in",
      outcome: "failure",
      detail: { reason: type },
    },
  );
}
