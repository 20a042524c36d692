"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/safe-action";
import { removeProviderCode, saveProviderCode } from "./admin";
import { providerCodeFormSchema, providerCodeRemoveSchema } from "./schemas";

export const saveProviderCodeAction = defineAction({
  name: "providerCodes.save",
  permission: "provider.codes",
  input: providerCodeFormSchema,
  async run(input, { db, ...by }) {
    await saveProviderCode(db, by, input);
    revalidatePath("/settings/provider");
    return null;
  },
});

export const removeProviderCodeAction = defineAction({
  name: "providerCodes.remove",
  permission: "provider.codes",
  input: providerCodeRemoveSchema,
  async run(input, { db, ...by }) {
    await removeProviderCode(db, by, input);
    revalidatePath("/settings/provider");
    return null;
  },
});
