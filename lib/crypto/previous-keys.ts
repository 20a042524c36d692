import { z } from "zod";

export interface PreviousKeyEntry {
  version: number;
  /** 32 bytes in base64, as configured. */
  key: string;
}

const KEY_HINT = "32 random bytes in base64 (openssl rand -base64 32)";

/**
 * ENCRYPTION_KEYS_PREVIOUS: the keys that still open values sealed under their version but never seal, as
 * `<version>:<base64 key>` entries separated by commas, spaces or new lines (`1:AAA…=,2:BBB…=`). A problem
 * names the entry by its position and version, never by its key.
 */
export const previousKeysSchema = z.string().transform((value, context) => {
  const entries: PreviousKeyEntry[] = [];
  const problem = (message: string) => context.addIssue({ code: "custom", message });
  value
    .split(/[\s,]+/)
    .filter(Boolean)
    .forEach((entry, index) => {
      const position = `entry ${index + 1}`;
      const colon = entry.indexOf(":");
      if (colon < 0) {
        problem(`${position} must be "<version>:<key>" (e.g. 1:<${KEY_HINT}>)`);
        return;
      }
      const versionText = entry.slice(0, colon);
      const key = entry.slice(colon + 1);
      if (!/^[1-9]\d{0,8}$/.test(versionText)) {
        problem(`${position} has version "${versionText.slice(0, 12)}": it must be a whole number from 1`);
        return;
      }
      const version = Number(versionText);
      const named = `${position} (version ${version})`;
      // The same rule as ENCRYPTION_KEY's, so the old key moves here exactly as it was written there.
      if (Buffer.from(key, "base64").length !== 32) {
        problem(`${named}: the key must be ${KEY_HINT}`);
        return;
      }
      if (entries.some((other) => other.version === version)) {
        problem(`${named}: version ${version} is listed twice`);
        return;
      }
      entries.push({ version, key });
    });
  return entries;
});

/** A previous key may not take the current key's version: values would name one version for two keys. */
export function checkPreviousKeys(
  env: { ENCRYPTION_KEY_VERSION: number; ENCRYPTION_KEYS_PREVIOUS: PreviousKeyEntry[] },
  context: z.RefinementCtx,
): void {
  // Only once both variables are valid on their own (their own problems are reported already).
  if (!Array.isArray(env.ENCRYPTION_KEYS_PREVIOUS) || typeof env.ENCRYPTION_KEY_VERSION !== "number") return;
  env.ENCRYPTION_KEYS_PREVIOUS.forEach((entry, index) => {
    if (entry.version === env.ENCRYPTION_KEY_VERSION) {
      context.addIssue({
        code: "custom",
        path: ["ENCRYPTION_KEYS_PREVIOUS"],
        message:
          `entry ${index + 1} (version ${entry.version}) has the version of ENCRYPTION_KEY ` +
          `(ENCRYPTION_KEY_VERSION=${env.ENCRYPTION_KEY_VERSION}): each key needs its own version`,
      });
    }
  });
}
