import type { OIDCConfig } from "next-auth/providers";
import type { SsoConfig } from "./sso-config";

/** next-auth's provider id: its routes are /api/auth/signin/oidc and /api/auth/callback/oidc. */
export const SSO_PROVIDER_ID = "oidc";

/**
 * The identity provider for next-auth, which runs the authorization code flow with PKCE, state and nonce
 * (each kept in its own short-lived, encrypted cookie) and checks the ID token. Who signs in is decided after
 * that, in the signIn callback (signInWithSso).
 */
export function ssoProvider(config: SsoConfig): OIDCConfig<Record<string, unknown>> {
  return {
    id: SSO_PROVIDER_ID,
    name: config.displayName,
    type: "oidc",
    issuer: config.issuer,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    checks: ["pkce", "state", "nonce"],
    authorization: { params: { scope: config.scopes } },
    profile: (claims) => ({
      id: String(claims.sub),
      email: typeof claims.email === "string" ? claims.email : null,
      name: typeof claims.name === "string" ? claims.name : null,
    }),
  };
}

export function ssoProviders(config: SsoConfig | null): OIDCConfig<Record<string, unknown>>[] {
  return config ? [ssoProvider(config)] : [];
}
