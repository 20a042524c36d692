const holder = globalThis as unknown as { __providerSettingsGeneration?: number };

/**
 * Counts this instance's own saves of the connection, so the per-instance caches of what it says (callback
 * tokens, the provider client) drop their copy at once; other instances find out as their copies age (each
 * cache says how soon). On globalThis: the action that saves and the routes that read are separate bundles.
 */
export function settingsGeneration(): number {
  return holder.__providerSettingsGeneration ?? 0;
}

export function settingsSaved(): void {
  holder.__providerSettingsGeneration = settingsGeneration() + 1;
}
