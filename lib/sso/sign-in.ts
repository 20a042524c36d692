import { audit } from "@/lib/audit/audit";
import { generatePassword } from "@/lib/auth/password";
import type { Role } from "@/lib/auth/roles";
import type { SessionPolicy } from "@/lib/auth/sessions";
import { openSignedIn, type SignedIn } from "@/lib/auth/signed-in";
import type { Db } from "@/lib/db/client";
import { countSignIn } from "@/lib/metrics/record";
import { createUser, UserError, updateUser } from "@/lib/users/users";
import type { SsoClaims } from "./claims";
import type { SsoRefusal } from "./refusal";
import { mapsRoles, rolesFromGroups } from "./role-groups";
import type { SsoConfig } from "./sso-config";

export type SsoSignInResult = SignedIn | { ok: false; reason: SsoRefusal };

const METRIC = {
  unverified_email: "sso_unverified",
  unknown_user: "sso_unknown",
  disabled: "sso_disabled",
  no_role: "sso_no_role",
} as const;

interface SsoUser {
  id: string;
  email: string;
  name: string;
  disabledAt: Date | null;
  roles: { role: string }[];
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * Opens a session for the person the identity provider vouched for (its ID token already checked by
 * next-auth: signature, issuer, audience, nonce). Only an email the provider says is verified is matched, to
 * an existing user unless the settings create users. With groups mapped to roles, the provider decides the
 * roles on every sign-in (no mapped group: refused); without, roles are managed here. A disabled user is
 * refused whatever the provider says.
 */
export async function signInWithSso(
  db: Db,
  claims: SsoClaims,
  config: SsoConfig,
  ip: string | null,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SsoSignInResult> {
  const refuse = async (reason: SsoRefusal, target: string): Promise<SsoSignInResult> => {
    await audit(db, {
      action: "auth.sso_sign_in",
      target: { type: "user", id: target },
      outcome: "denied",
      detail: { reason, groups: claims.groups.length },
      ip,
    });
    countSignIn(METRIC[reason]);
    return { ok: false, reason };
  };
  const auditRoles = (user: SsoUser, action: "user.create" | "user.update", roles: readonly string[]) =>
    audit(db, {
      actor: user,
      action,
      target: { type: "user", id: user.id },
      outcome: "success",
      detail: { roles: roles.join(","), via: "sso" },
      ip,
    });
  if (!claims.email || !claims.emailVerified)
    return refuse("unverified_email", claims.email ?? claims.subject);
  const mapped = mapsRoles(config.roleGroups) ? rolesFromGroups(config.roleGroups, claims.groups) : null;
  let user: SsoUser | null = await db.user.findUnique({
    where: { email: claims.email },
    include: { roles: { select: { role: true } } },
  });
  if (user?.disabledAt) return refuse("disabled", user.id);
  if (mapped?.length === 0) return refuse("no_role", user?.id ?? claims.email);
  let created = false;
  if (!user) {
    if (!config.createUsers) return refuse("unknown_user", claims.email);
    const roles: Role[] = mapped ?? [config.defaultRole];
    // Never told to anyone: such a user signs in by single sign-on until an admin sets a password.
    const password = generatePassword();
    const name = claims.name ?? claims.email.split("@")[0] ?? claims.email;
    user = await createUser(db, { email: claims.email, name, roles, password });
    created = true;
    await auditRoles(user, "user.create", roles);
  }
  const current = user.roles.map(({ role }) => role);
  let rolesKept = false;
  if (mapped && !created && !sameRoles(mapped, current)) {
    try {
      await updateUser(db, { id: user.id, name: user.name, roles: mapped });
      await auditRoles(user, "user.update", mapped);
    } catch (error) {
      // The last active user manager keeps their roles: otherwise nobody could manage users any more.
      if (!(error instanceof UserError) || error.code !== "last_admin") throw error;
      rolesKept = true;
    }
  }
  // The identity provider stands for the password: a second factor this app requires still follows.
  const signedIn = await openSignedIn(db, user, policy, now);
  const roles = mapped && !rolesKept ? mapped : current;
  await audit(db, {
    actor: user,
    action: "auth.sso_sign_in",
    target: { type: "user", id: user.id },
    outcome: "success",
    detail: {
      created,
      roles: roles.join(","),
      rolesKept,
      secondFactor: signedIn.factorPending ? "pending" : "none",
    },
    ip,
  });
  countSignIn("sso_success");
  return signedIn;
}
