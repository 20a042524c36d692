import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { type ConnectionStep, testConnection } from "./connection-check";
import type { ProviderSettingsValues } from "./schemas";
import { clearPreviousCallbackToken, saveSettings } from "./settings";

// What an admin does to the provider connection, each audited in the change's transaction (the functions
// underneath audit nothing: the seed and the tests use them too).

const TARGET = { type: "provider", id: "default" };

export async function adminSaveSettings(
  db: Db,
  by: Requester,
  input: ProviderSettingsValues,
  keys: Keyring,
): Promise<void> {
  await saveSettings(db, input, keys, by.user.email, (tx) =>
    // Which secrets were replaced is worth knowing, their values never are (audit drops secret-like names).
    audit(tx, by, {
      action: "provider.settings_update",
      target: TARGET,
      outcome: "success",
      detail: {
        clientId: input.clientId,
        replacedClientAuth: Boolean(input.clientSecret),
        rotatedCallbackAuth: Boolean(input.callbackToken),
        requestsPerSecond: input.requestsPerSecond,
        maxConcurrent: input.maxConcurrent,
      },
    }),
  );
}

export async function adminEndCallbackTokenRotation(db: Db, by: Requester): Promise<void> {
  await clearPreviousCallbackToken(db, (tx) =>
    audit(tx, by, { action: "provider.callback_token_rotation_end", target: TARGET, outcome: "success" }),
  );
}

/** Tries each step of a provider call with the saved connection; audited with each step's outcome. */
export async function adminTestConnection(db: Db, by: Requester): Promise<ConnectionStep[]> {
  const steps = await testConnection();
  await audit(db, by, {
    action: "provider.test_connection",
    target: TARGET,
    outcome: steps.every((step) => step.ok) ? "success" : "failure",
    detail: Object.fromEntries(
      steps.map((s) => [
        `${s.step === "token" ? "access" : s.step}Step`,
        s.ok ? `${s.latencyMs}ms` : (s.error?.code ?? "failed"),
      ]),
    ),
  });
  return steps;
}
