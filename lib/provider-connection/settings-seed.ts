import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import type { Env } from "@/lib/env";
import { providerSettingsSchema } from "./schemas";
import { getSettingsView, saveSettings } from "./settings";

/**
 * Saves the connection from PROVIDER_* variables when none is saved yet (automated deployments, the demo).
 * Once saved, the admin page owns it: the variables are not read again.
 */
export async function seedSettingsFromEnv(
  db: Db,
  env: Env,
  key: Keyring,
): Promise<"seeded" | "kept" | "absent"> {
  if (!env.PROVIDER_CLIENT_SECRET) return "absent";
  if (await getSettingsView(db)) return "kept";
  const input = providerSettingsSchema.parse({
    statusBaseUrl: env.PROVIDER_STATUS_BASE_URL,
    historyBaseUrl: env.PROVIDER_HISTORY_BASE_URL ?? env.PROVIDER_STATUS_BASE_URL,
    tokenUrl: env.PROVIDER_TOKEN_URL,
    clientId: env.PROVIDER_CLIENT_ID,
    clientSecret: env.PROVIDER_CLIENT_SECRET,
    callbackToken: env.PROVIDER_CALLBACK_TOKEN,
    signingScheme: env.PROVIDER_SIGNING_SCHEME,
    timeoutMs: 10_000,
    requestsPerSecond: env.PROVIDER_REQUESTS_PER_SECOND,
    maxConcurrent: env.PROVIDER_MAX_CONCURRENT,
  });
  await saveSettings(db, input, key, "environment");
  return "seeded";
}
