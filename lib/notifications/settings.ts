import "server-only";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { type Keyring, seal } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import type { Env } from "@/lib/env";
import type { NotificationSettingsValues } from "./schemas";
import { DEFAULT_MAX_ATTEMPTS, SETTINGS_ROW, SMTP_PASSWORD_CONTEXT, smtpConfigFromEnv } from "./smtp-config";
import type { SmtpSecurity } from "./smtp-security";

/** What the settings page shows: everything but the password, which appears only as whether one is set. */
export interface NotificationSettingsView {
  smtpHost: string | null;
  smtpPort: number;
  smtpSecurity: SmtpSecurity;
  smtpUser: string | null;
  passwordSet: boolean;
  fromAddress: string | null;
  appUrl: string | null;
  onCallAddresses: string[];
  maxAttempts: number;
  /** Whether mail goes through the SMTP_* variables (no SMTP server saved here). */
  fromEnv: boolean;
}

export async function getNotificationSettingsView(db: Db, config: Env): Promise<NotificationSettingsView> {
  const row = await db.notificationSettings.findUnique({ where: { id: SETTINGS_ROW } });
  const onCallAddresses = (row?.onCallAddresses ?? "").split(",").filter(Boolean);
  const maxAttempts = row?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (row?.smtpHost) {
    return {
      smtpHost: row.smtpHost,
      smtpPort: row.smtpPort ?? 587,
      smtpSecurity: (row.smtpSecurity ?? "starttls") as SmtpSecurity,
      smtpUser: row.smtpUser,
      passwordSet: Boolean(row.smtpPasswordSealed),
      fromAddress: row.fromAddress,
      appUrl: row.appUrl,
      onCallAddresses,
      maxAttempts,
      fromEnv: false,
    };
  }
  // The variables' server is shown to start from, never their password.
  const env = smtpConfigFromEnv(config);
  return {
    smtpHost: env?.host ?? null,
    smtpPort: env?.port ?? 587,
    smtpSecurity: env?.security ?? "starttls",
    smtpUser: env?.user ?? null,
    passwordSet: false,
    fromAddress: env?.from ?? null,
    appUrl: row?.appUrl ?? config.APP_URL ?? null,
    onCallAddresses,
    maxAttempts,
    fromEnv: env !== null,
  };
}

/**
 * An admin's save of the delivery settings, audited in its transaction. A blank password keeps the stored one
 * (while the user name stays); no user name clears it.
 */
export async function saveNotificationSettings(
  db: Db,
  by: Requester,
  input: NotificationSettingsValues,
  keys: Keyring,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const existing = await tx.notificationSettings.findUnique({ where: { id: SETTINGS_ROW } });
    const passwordSealed = !input.smtpUser
      ? null
      : input.smtpPassword
        ? seal(input.smtpPassword, keys.current, SMTP_PASSWORD_CONTEXT)
        : (existing?.smtpPasswordSealed ?? null);
    const data = {
      smtpHost: input.smtpHost,
      smtpPort: input.smtpPort,
      smtpSecurity: input.smtpSecurity,
      smtpUser: input.smtpUser,
      smtpPasswordSealed: passwordSealed,
      fromAddress: input.fromAddress,
      appUrl: input.appUrl ?? null,
      onCallAddresses: input.onCallAddresses.join(","),
      maxAttempts: input.maxAttempts,
      updatedById: by.user.id,
    };
    await tx.notificationSettings.upsert({
      where: { id: SETTINGS_ROW },
      create: { id: SETTINGS_ROW, ...data },
      update: data,
    });
    // Whether the login was replaced is worth knowing, never its value (nor the on-call addresses: a count).
    await audit(tx, by, {
      action: "notifications.settings_update",
      target: { type: "notifications", id: String(SETTINGS_ROW) },
      outcome: "success",
      detail: {
        smtpHost: input.smtpHost,
        smtpPort: input.smtpPort,
        smtpSecurity: input.smtpSecurity,
        loginReplaced: Boolean(input.smtpPassword),
        onCallCount: input.onCallAddresses.length,
        maxAttempts: input.maxAttempts,
      },
    });
  });
}
