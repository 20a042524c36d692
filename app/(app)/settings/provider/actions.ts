"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { audit } from "@/lib/audit/audit";
import { clearPreviousCallbackToken, saveSettings } from "@/lib/connection/settings";
import { providerSettingsSchema } from "@/lib/connection/settings-schema";
import { testConnection } from "@/lib/connection/test-connection";
import { keyring } from "@/lib/crypto/keys";
import { defineAction } from "@/lib/safe-action";

export const saveProviderSettingsAction = defineAction({
  name: "provider.saveSettings",
  permission: "settings.provider",
  input: providerSettingsSchema,
  async run(input, { user, db, ip }) {
    await saveSettings(db, input, keyring(), user.email);
    // Which secrets were replaced is worth knowing, their values never are (audit drops secret-like names).
    await audit(db, {
      actor: user,
      action: "provider.settings_update",
      target: { type: "provider", id: "default" },
      outcome: "success",
      detail: {
        clientId: input.clientId,
        replacedClientAuth: Boolean(input.clientSecret),
        rotatedCallbackAuth: Boolean(input.callbackToken),
      },
      ip,
    });
    revalidatePath("/settings/provider");
    return null;
  },
});

export const endCallbackTokenRotationAction = defineAction({
  name: "provider.endCallbackTokenRotation",
  permission: "settings.provider",
  input: z.object({}),
  async run(_input, { user, db, ip }) {
    await clearPreviousCallbackToken(db);
    await audit(db, {
      actor: user,
      action: "provider.callback_token_rotation_end",
      target: { type: "provider", id: "default" },
      outcome: "success",
      ip,
    });
    revalidatePath("/settings/provider");
    return null;
  },
});

export const testConnectionAction = defineAction({
  name: "provider.testConnection",
  permission: "settings.provider",
  input: z.object({}),
  async run(_input, { user, db, ip }) {
    const steps = await testConnection();
    const ok = steps.every((step) => step.ok);
    await audit(db, {
      actor: user,
      action: "provider.test_connection",
      target: { type: "provider", id: "default" },
      outcome: ok ? "success" : "failure",
      detail: Object.fromEntries(
        steps.map((s) => [
          `${s.step === "token" ? "access" : s.step}Step`,
          s.ok ? `${s.latencyMs}ms` : (s.error?.code ?? "failed"),
        ]),
      ),
      ip,
    });
    return steps;
  },
});
