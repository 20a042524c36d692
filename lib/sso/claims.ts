import { z } from "zod";

/** What single sign-on reads from the ID token's claims. */
export interface SsoClaims {
  /** The ID token's `iss` and `sub`: who the person is at the identity provider, whatever their email. */
  issuer: string;
  subject: string;
  /** Lower-cased; null when the token carries none. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  groups: string[];
}

// Some providers send `email_verified` as the string "true".
const verified = z
  .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
  .catch(false);
const groupList = z
  .union([z.array(z.unknown()), z.string()])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).filter((g): g is string => typeof g === "string" && g !== ""),
  )
  .catch([]);

// OpenID Connect Core 1.0, 2: `sub` is at most 255 ASCII characters; `iss` is the provider's https address.
const claimsSchema = z.object({
  iss: z.string().min(1).max(2048),
  sub: z.string().min(1).max(255),
  email: z.email().catch(""),
  email_verified: verified.default(false),
  name: z.string().max(200).catch(""),
});

/** The claims, or null when the token has no issuer or subject (not an ID token worth reading). */
export function readClaims(claims: Record<string, unknown>, groupsClaim: string): SsoClaims | null {
  const parsed = claimsSchema.safeParse({ name: "", email: "", ...claims });
  if (!parsed.success) return null;
  const { iss, sub, email, email_verified, name } = parsed.data;
  return {
    issuer: iss,
    subject: sub,
    email: email ? email.toLowerCase() : null,
    emailVerified: email_verified,
    name: name.trim() || null,
    groups: groupList.parse(claims[groupsClaim] ?? []),
  };
}
