"use server";
import { revalidatePath } from "next/cache";
import { keyring } from "@/lib/crypto/keys";
import { defineAction } from "@/lib/safe-action";
import { adminEndCallbackTokenRotation, adminSaveSettings, adminTestConnection } from "./admin";
import { providerSettingsSchema } from "./schemas";

export const saveProviderSettingsAction = defineAction({
  name: "provider.saveSettings",
  permission: "settings.provider",
  input: providerSettingsSchema,
  async run(input, { db, ...by }) {
    await adminSaveSettings(db, by, input, keyring());
    revalidatePath("/settings/provider");
    return null;
  },
});

export const endCallbackTokenRotationAction = defineAction({
  name: "provider.endCallbackTokenRotation",
  permission: "settings.provider",
  async run(_input, { db, ...by }) {
    await adminEndCallbackTokenRotation(db, by);
    revalidatePath("/settings/provider");
    return null;
  },
});

export const testConnectionAction = defineAction({
  name: "provider.testConnection",
  permission: "settings.provider",
  run: (_input, { db, ...by }) => adminTestConnection(db, by),
});
