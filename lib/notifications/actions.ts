"use server";
import { revalidatePath } from "next/cache";
import { getTranslations } from "next-intl/server";
import { keyring } from "@/lib/crypto/keys";
import { env } from "@/lib/env";
import { defineAction } from "@/lib/safe-action";
import {
  createEndpointSchema,
  endpointIdSchema,
  notificationSettingsSchema,
  sendTestMailSchema,
  updateEndpointSchema,
} from "./schemas";
import { saveNotificationSettings } from "./settings";
import { sendTestMail } from "./test-mail";
import { createEndpoint, deleteEndpoint, updateEndpoint } from "./webhook-endpoints";

const PAGE = "/settings/notifications";

export const saveNotificationSettingsAction = defineAction({
  name: "notifications.saveSettings",
  permission: "notifications.manage",
  input: notificationSettingsSchema,
  async run(input, { db, ...by }) {
    await saveNotificationSettings(db, by, input, keyring());
    revalidatePath(PAGE);
    return null;
  },
});

export const sendTestMailAction = defineAction({
  name: "notifications.sendTest",
  permission: "notifications.manage",
  input: sendTestMailSchema,
  async run(input, { db, ...by }) {
    const t = await getTranslations("notificationSettings.testMail");
    return sendTestMail(db, by, input.to, { subject: t("subject"), body: t("body") }, keyring(), env());
  },
});

export const createEndpointAction = defineAction({
  name: "notifications.createEndpoint",
  permission: "notifications.manage",
  input: createEndpointSchema,
  async run(input, { db, ...by }) {
    const created = await createEndpoint(db, by, input, keyring());
    revalidatePath(PAGE);
    return created;
  },
});

export const updateEndpointAction = defineAction({
  name: "notifications.updateEndpoint",
  permission: "notifications.manage",
  input: updateEndpointSchema,
  async run(input, { db, ...by }) {
    await updateEndpoint(db, by, input, keyring());
    revalidatePath(PAGE);
    return null;
  },
});

export const deleteEndpointAction = defineAction({
  name: "notifications.deleteEndpoint",
  permission: "notifications.manage",
  input: endpointIdSchema,
  async run(input, { db, ...by }) {
    await deleteEndpoint(db, by, input.id);
    revalidatePath(PAGE);
    return null;
  },
});
