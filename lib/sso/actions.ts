"use server";
import { revalidatePath } from "next/cache";
import { keyring } from "@/lib/crypto/keys";
import { defineAction } from "@/lib/safe-action";
import { adminSaveSsoSettings } from "./admin";
import { ssoSettingsSchema } from "./schemas";

export const saveSsoSettingsAction = defineAction({
  name: "sso.saveSettings",
  permission: "settings.sso",
  input: ssoSettingsSchema,
  async run(input, { db, ...by }) {
    await adminSaveSsoSettings(db, by, input, keyring());
    revalidatePath("/settings/sso");
    return null;
  },
});
