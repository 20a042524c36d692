const holder = globalThis as unknown as { __ssoSettingsGeneration?: number };

/**
 * Counts this instance's own saves of single sign-on, so its cached configuration is dropped at once; other
 * instances find out as their copy ages (SSO_CONFIG_MAX_AGE_MS). On globalThis: the action that saves and the
 * routes that read are separate bundles.
 */
export function ssoSettingsGeneration(): number {
  return holder.__ssoSettingsGeneration ?? 0;
}

export function ssoSettingsSaved(): void {
  holder.__ssoSettingsGeneration = ssoSettingsGeneration() + 1;
}
