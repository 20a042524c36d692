"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/safe-action";
import { retryNotification } from "./retry";
import { notificationIdSchema } from "./schemas";

export const retryNotificationAction = defineAction({
  name: "notifications.retry",
  permission: "notifications.manage",
  input: notificationIdSchema,
  async run({ id }, { db, ...by }) {
    await retryNotification(db, by, id);
    revalidatePath("/settings/notifications/log");
    return null;
  },
});
