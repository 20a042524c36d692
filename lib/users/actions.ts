"use server";
import { revalidatePath } from "next/cache";
import { cookies } from "next/headers";
import { LOCALE_COOKIE } from "@/lib/i18n/locale";
import { saveNotificationChoices } from "@/lib/notifications/preferences";
import { defineAction } from "@/lib/safe-action";
import { changeAccountPassword, saveAccountPreferences } from "./account";
import { adminCreateUser, adminResetPassword, adminSetDisabled, adminUpdateUser } from "./admin";
import { chooseAccountPassword } from "./choose-password";
import {
  changePasswordSchema,
  choosePasswordSchema,
  createUserSchema,
  notificationChoicesSchema,
  preferencesSchema,
  setDisabledSchema,
  updateUserSchema,
  userIdSchema,
} from "./schemas";

export const createUserAction = defineAction({
  name: "users.create",
  permission: "users.manage",
  input: createUserSchema,
  async run(input, { db, ...by }) {
    const created = await adminCreateUser(db, by, input);
    revalidatePath("/settings/users", "layout");
    return created;
  },
});

export const updateUserAction = defineAction({
  name: "users.update",
  permission: "users.manage",
  input: updateUserSchema,
  async run(input, { db, ...by }) {
    await adminUpdateUser(db, by, input);
    revalidatePath("/settings/users", "layout");
    return null;
  },
});

export const resetPasswordAction = defineAction({
  name: "users.resetPassword",
  permission: "users.manage",
  input: userIdSchema,
  run: ({ id }, { db, ...by }) => adminResetPassword(db, by, id),
});

export const setDisabledAction = defineAction({
  name: "users.setDisabled",
  permission: "users.manage",
  input: setDisabledSchema,
  async run(input, { db, ...by }) {
    await adminSetDisabled(db, by, input);
    revalidatePath("/settings/users", "layout");
    return null;
  },
});

export const updatePreferencesAction = defineAction({
  name: "account.updatePreferences",
  permission: "account.self",
  input: preferencesSchema,
  async run(input, { db, ...by }) {
    await saveAccountPreferences(db, by, input);
    (await cookies()).set(LOCALE_COOKIE, input.locale, { path: "/", maxAge: 31_536_000, sameSite: "lax" });
    // Every page shows the language, zone and start page: the answer carries them re-rendered.
    revalidatePath("/", "layout");
    return null;
  },
});

export const updateNotificationChoicesAction = defineAction({
  name: "account.updateNotifications",
  permission: "account.self",
  input: notificationChoicesSchema,
  async run(input, { db, ...by }) {
    await saveNotificationChoices(db, by, input);
    revalidatePath("/settings/account");
    return null;
  },
});

export const changePasswordAction = defineAction({
  name: "account.changePassword",
  permission: "account.self",
  input: changePasswordSchema,
  async run(input, { db, ...by }) {
    await changeAccountPassword(db, by, input);
    return null;
  },
});

/** The one thing a session with an issued password reaches: choosing the person's own (lib/auth/sessions.ts). */
export const choosePasswordAction = defineAction({
  name: "account.choosePassword",
  permission: "account.self",
  stages: ["password"],
  input: choosePasswordSchema,
  async run(input, { db, ...by }) {
    await chooseAccountPassword(db, by, input);
    return null;
  },
});
