import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { ssoSettingsGeneration } from "./settings-generation";
import { resolveSsoConfig, type SsoConfig } from "./sso-config";

/** How long an instance uses its copy of the settings before reading them again (another instance's save). */
export const SSO_CONFIG_MAX_AGE_MS = 30_000;

const holder = globalThis as unknown as {
  __ssoConfig?: { config: SsoConfig | null; readAt: number; generation: number };
};

/**
 * Single sign-on for this instance, kept for SSO_CONFIG_MAX_AGE_MS: next-auth builds its configuration on
 * every request of a signed-in person, which must not cost a read each time. Unreadable settings (a key
 * dropped too early) turn single sign-on off and are logged, so password sign-in keeps working.
 */
export async function currentSsoConfig(now = Date.now()): Promise<SsoConfig | null> {
  const cached = holder.__ssoConfig;
  const generation = ssoSettingsGeneration();
  if (cached && cached.generation === generation && now - cached.readAt < SSO_CONFIG_MAX_AGE_MS)
    return cached.config;
  let config: SsoConfig | null;
  try {
    config = await resolveSsoConfig(db(), keyring(), env());
  } catch (error) {
    log.error("sso_config_unreadable", { error });
    config = null;
  }
  holder.__ssoConfig = { config, readAt: now, generation };
  return config;
}
