import "server-only";
import { type Keyring, open } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import type { Env } from "@/lib/env";
import { SMTP_SECURITIES, type SmtpSecurity } from "./smtp-security";

export const SMTP_PASSWORD_CONTEXT = "notificationSmtpPassword";

/** How delivery reaches the SMTP server, the password opened. */
export interface SmtpConfig {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string | null;
  password: string | null;
  from: string;
}

/** The one row of delivery settings (NotificationSettings, id 1). */
export const SETTINGS_ROW = 1;
export const DEFAULT_MAX_ATTEMPTS = 8;

const securityOf = (value: string | null): SmtpSecurity =>
  (SMTP_SECURITIES as readonly string[]).includes(value ?? "") ? (value as SmtpSecurity) : "starttls";

/** The SMTP_* variables, when they name a server and a sender. */
export function smtpConfigFromEnv(config: Env): SmtpConfig | null {
  if (!config.SMTP_HOST || !config.SMTP_FROM) return null;
  return {
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    security: config.SMTP_SECURITY,
    user: config.SMTP_USER ?? null,
    password: config.SMTP_PASSWORD ?? null,
    from: config.SMTP_FROM,
  };
}

export interface DeliverySettings {
  smtp: SmtpConfig | null;
  /** Where links in messages point: saved, else APP_URL, else AUTH_URL; null: paths only. */
  appUrl: string | null;
  maxAttempts: number;
}

/**
 * What delivery uses now: the SMTP server an admin saved in Settings → Notifications, or the SMTP_* variables
 * while none is saved. A saved password that no key opens leaves mail unsent (tried again later), never sent
 * without it.
 */
export async function loadDeliverySettings(db: Db, keys: Keyring, config: Env): Promise<DeliverySettings> {
  const row = await db.notificationSettings.findUnique({ where: { id: SETTINGS_ROW } });
  const appUrl = row?.appUrl ?? config.APP_URL ?? config.AUTH_URL ?? null;
  const maxAttempts = row?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!row?.smtpHost || !row.fromAddress) return { smtp: smtpConfigFromEnv(config), appUrl, maxAttempts };
  return {
    smtp: {
      host: row.smtpHost,
      port: row.smtpPort ?? 587,
      security: securityOf(row.smtpSecurity),
      user: row.smtpUser,
      password: row.smtpPasswordSealed ? open(row.smtpPasswordSealed, keys, SMTP_PASSWORD_CONTEXT) : null,
      from: row.fromAddress,
    },
    appUrl,
    maxAttempts,
  };
}
