import type { Role } from "@/lib/auth/roles";
import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import type { Env } from "@/lib/env";
import { trimEndChar } from "@/lib/text/trim-char";
import type { RoleGroups } from "./role-groups";
import { loadSavedSsoConfig } from "./settings";

/** Single sign-on as this instance uses it, from Settings or from the environment. */
export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the sign-in page: "Sign in with <displayName>". */
  displayName: string;
  scopes: string;
  /** Whether a person unknown here (verified email) is created on their first sign-in, with `defaultRole`. */
  createUsers: boolean;
  defaultRole: Role;
  /** The ID token claim holding the person's groups. */
  groupsClaim: string;
  roleGroups: RoleGroups;
}

export function ssoConfigFromEnv(env: Env): SsoConfig | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: trimEndChar(env.OIDC_ISSUER, "/"),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    displayName: env.OIDC_DISPLAY_NAME,
    scopes: env.OIDC_SCOPES,
    createUsers: env.OIDC_CREATE_USERS,
    defaultRole: env.OIDC_DEFAULT_ROLE,
    groupsClaim: env.OIDC_GROUPS_CLAIM,
    roleGroups: env.OIDC_ROLE_GROUPS,
  };
}

/** What an admin saved wins; while nothing is saved, the environment's; null: single sign-on is off. */
export async function resolveSsoConfig(db: Db, keys: Keyring, env: Env): Promise<SsoConfig | null> {
  const saved = await loadSavedSsoConfig(db, keys);
  if (saved === "off") return null;
  return saved ?? ssoConfigFromEnv(env);
}
