/** Why single sign-on refuses someone the identity provider vouched for. */
// `other_identity`: the email names an account already linked to another subject of the same provider.
export const SSO_REFUSALS = [
  "unverified_email",
  "unknown_user",
  "disabled",
  "no_role",
  "other_identity",
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

type RefusalKey = `sso.refused.${SsoRefusal | "error" | "unavailable"}`;

/** The message key for why the last single sign-on failed, read from the sign-in page's query. */
export function ssoRefusalMessage(sso: unknown, error: unknown): RefusalKey | undefined {
  if (typeof sso === "string" && (SSO_REFUSALS as readonly string[]).includes(sso))
    return `sso.refused.${sso as SsoRefusal}`;
  if (sso === "unavailable") return "sso.refused.unavailable";
  if (sso !== undefined || error !== undefined) return "sso.refused.error";
  return undefined;
}

/** The sign-in page saying why single sign-on did not sign the person in. */
export function ssoRefusedPath(reason: unknown): string {
  const known = (SSO_REFUSALS as readonly unknown[]).includes(reason) || reason === "unavailable";
  return `/sign-in?sso=${known ? String(reason) : "error"}`;
}
