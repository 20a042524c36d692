import { audit } from "@/lib/audit/audit";
import { generatePassword } from "@/lib/auth/password";
import type { Role } from "@/lib/auth/roles";
import type { SessionPolicy } from "@/lib/auth/sessions";
import { openSignedIn, type SignedIn } from "@/lib/auth/signed-in";
import type { Db, DbTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
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
  other_identity: "sso_other_identity",
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

const withRoles = { roles: { select: { role: true } } } as const;

/**
 * Opens a session for the person the identity provider vouched for (its ID token already checked by
 * next-auth: signature, issuer, audience, nonce). The person is who the token's issuer and subject say
 * (`SsoIdentity`): once linked, that account signs in whatever email the token carries, so an email the
 * provider changes or hands to someone else moves nobody into another account. Not linked yet: only an email
 * the provider says is verified is matched, to an existing user with no link to this issuer (one linked to
 * another subject is refused: that email now belongs to someone else at the provider), or a user the settings
 * create; the link is made then. With groups mapped to roles, the provider decides the roles on every sign-in
 * (no mapped group: refused); without, roles are managed here. A disabled user is refused whatever the
 * provider says.
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
    await audit(
      db,
      { user: null, ip },
      {
        action: "auth.sso_sign_in",
        target: { type: "user", id: target },
        outcome: "denied",
        detail: { reason, groups: claims.groups.length },
      },
    );
    countSignIn(METRIC[reason]);
    return { ok: false, reason };
  };
  const auditRoles =
    (user: { id: string; email: string }, action: "user.create" | "user.update", roles: readonly string[]) =>
    (tx: DbTx) =>
      audit(
        tx,
        { user, ip },
        {
          action,
          target: { type: "user", id: user.id },
          outcome: "success",
          detail: { roles: roles.join(","), via: "sso" },
        },
      );
  const identity = { issuer: claims.issuer, subject: claims.subject };
  const link = await db.ssoIdentity.findUnique({
    where: { issuer_subject: identity },
    select: { user: { include: withRoles } },
  });
  let user: SsoUser | null = link?.user ?? null;
  if (!user) {
    if (!claims.email || !claims.emailVerified)
      return refuse("unverified_email", claims.email ?? claims.subject);
    user = await db.user.findUnique({ where: { email: claims.email }, include: withRoles });
  }
  if (user?.disabledAt) return refuse("disabled", user.id);
  if (!link && user && (await linkedToIssuer(db, user.id, claims.issuer)))
    return refuse("other_identity", user.id);
  const mapped = mapsRoles(config.roleGroups) ? rolesFromGroups(config.roleGroups, claims.groups) : null;
  if (mapped?.length === 0) return refuse("no_role", user?.id ?? claims.email ?? claims.subject);
  let created = false;
  if (!user) {
    if (!config.createUsers || !claims.email) return refuse("unknown_user", claims.email ?? claims.subject);
    const roles: Role[] = mapped ?? [config.defaultRole];
    // Never told to anyone: such a user signs in by single sign-on until an admin sets a password.
    const password = generatePassword();
    const name = claims.name ?? claims.email.split("@")[0] ?? claims.email;
    user = await createUser(db, { email: claims.email, name, roles, password }, (tx, createdUser) =>
      auditRoles(createdUser, "user.create", roles)(tx),
    );
    created = true;
  }
  // Another sign-in may link the account (or this subject) at the same moment: the unique keys decide.
  if (!link && !(await linkIdentity(db, user.id, identity))) return refuse("other_identity", user.id);
  const current = user.roles.map(({ role }) => role);
  let rolesKept = false;
  if (mapped && !created && !sameRoles(mapped, current)) {
    try {
      await updateUser(
        db,
        { id: user.id, name: user.name, roles: mapped },
        auditRoles(user, "user.update", mapped),
      );
    } catch (error) {
      // The last active user manager keeps their roles: otherwise nobody could manage users any more.
      if (!(error instanceof UserError) || error.code !== "last_admin") throw error;
      rolesKept = true;
    }
  }
  // The identity provider stands for the password: a second factor this app requires still follows.
  const roles = mapped && !rolesKept ? mapped : current;
  const signedIn = await openSignedIn(db, user, policy, now, false, (tx, { factorPending }) =>
    audit(
      tx,
      { user, ip },
      {
        action: "auth.sso_sign_in",
        target: { type: "user", id: user.id },
        outcome: "success",
        detail: {
          created,
          linked: !link,
          roles: roles.join(","),
          rolesKept,
          secondFactor: factorPending ? "pending" : "none",
        },
      },
    ),
  );
  countSignIn("sso_success");
  return signedIn;
}

async function linkedToIssuer(db: Db, userId: string, issuer: string): Promise<boolean> {
  return (await db.ssoIdentity.count({ where: { userId, issuer } })) > 0;
}

/** Links the account to the identity; false when the account or the identity was linked elsewhere first. */
async function linkIdentity(
  db: Db,
  userId: string,
  identity: { issuer: string; subject: string },
): Promise<boolean> {
  try {
    await db.ssoIdentity.create({ data: { userId, ...identity } });
    return true;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await db.ssoIdentity.findUnique({ where: { issuer_subject: identity } });
    return winner?.userId === userId;
  }
}
