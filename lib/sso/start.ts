import "server-only";
import { AuthError } from "next-auth";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { signIn } from "@/lib/auth/next-auth";
import { currentSsoConfig } from "./current-config";
import { SSO_PROVIDER_ID } from "./provider";

/**
 * The identity provider's address to send the browser to, next-auth's PKCE, state and nonce cookies set on
 * this request; null when single sign-on is off or the provider cannot be reached (next-auth's logger has
 * counted and audited that).
 */
export async function ssoAuthorizationUrl(callbackUrl: unknown): Promise<string | null> {
  if (!(await currentSsoConfig())) return null;
  try {
    return await signIn(SSO_PROVIDER_ID, { redirectTo: safeCallbackPath(callbackUrl), redirect: false });
  } catch (error) {
    if (error instanceof AuthError) return null;
    throw error;
  }
}
