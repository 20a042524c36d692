import type { InTransaction } from "@/lib/audit/audit";
import { roleSchema } from "@/lib/auth/roles";
import { type Keyring, open, seal } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { parseStoredRoleGroups } from "./role-groups";
import type { SsoSettingsValues } from "./schemas";
import { ssoSettingsSaved } from "./settings-generation";
import type { SsoConfig } from "./sso-config";

const ROW = "default";
export const CLIENT_SECRET_CONTEXT = "ssoClientSecret";

/** What the Settings page may show: everything but the secret, which appears only as the time it was set. */
export async function getSsoSettingsView(db: Db) {
  const row = await db.ssoSettings.findUnique({ where: { id: ROW } });
  if (!row) return null;
  const { clientSecretSealed: _secret, roleGroups, id: _id, ...shown } = row;
  return { ...shown, roleGroups: parseStoredRoleGroups(roleGroups) };
}
export type SsoSettingsView = NonNullable<Awaited<ReturnType<typeof getSsoSettingsView>>>;

/** Saves single sign-on; a blank secret keeps the stored one. */
export async function saveSsoSettings(
  db: Db,
  input: SsoSettingsValues,
  keys: Keyring,
  updatedBy: string,
  inTransaction?: InTransaction,
  now = new Date(),
) {
  const stored = await db.$transaction(async (tx) => {
    const existing = await tx.ssoSettings.findUnique({ where: { id: ROW }, select: { id: true } });
    if (!existing && !input.clientSecret) throw new AppError("client_secret_required");
    const { clientSecret, roleGroups, ...plain } = input;
    const data = {
      ...plain,
      roleGroups: JSON.stringify(roleGroups),
      updatedBy,
      ...(clientSecret
        ? {
            clientSecretSealed: seal(clientSecret, keys.current, CLIENT_SECRET_CONTEXT),
            clientSecretSetAt: now,
          }
        : {}),
    };
    const saved = await tx.ssoSettings.upsert({
      where: { id: ROW },
      create: { id: ROW, ...data },
      update: data,
    });
    await inTransaction?.(tx);
    return saved;
  });
  ssoSettingsSaved();
  return stored;
}

/**
 * Single sign-on as saved by an admin, its secret opened: null while none is saved (the environment applies),
 * `"off"` when an admin turned it off.
 */
export async function loadSavedSsoConfig(db: Db, keys: Keyring): Promise<SsoConfig | "off" | null> {
  const row = await db.ssoSettings.findUnique({ where: { id: ROW } });
  if (!row) return null;
  if (!row.enabled || !row.clientSecretSealed) return "off";
  const defaultRole = roleSchema.safeParse(row.defaultRole);
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: open(row.clientSecretSealed, keys, CLIENT_SECRET_CONTEXT),
    displayName: row.displayName,
    scopes: row.scopes,
    // A stored role this version does not know creates nobody, rather than guessing a role.
    createUsers: row.createUsers && defaultRole.success,
    defaultRole: defaultRole.success ? defaultRole.data : "agent",
    groupsClaim: row.groupsClaim,
    roleGroups: parseStoredRoleGroups(row.roleGroups),
  };
}
