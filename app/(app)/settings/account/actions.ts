"use server";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { audit } from "@/lib/audit/audit";
import { getCurrentUser } from "@/lib/auth/current-user";
import { signOut } from "@/lib/auth/next-auth";
import { revokeSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { LOCALE_COOKIE } from "@/lib/i18n/locale";
import { defineAction } from "@/lib/safe-action";
import { changePasswordSchema, preferencesSchema } from "@/lib/users/schemas";
import { changeOwnPassword, updatePreferences } from "@/lib/users/users";

export const updatePreferencesAction = defineAction({
  name: "account.updatePreferences",
  permission: "account.self",
  input: preferencesSchema,
  async run(input, { user, db, ip }) {
    await updatePreferences(db, user.id, input);
    (await cookies()).set(LOCALE_COOKIE, input.locale, { path: "/", maxAge: 31_536_000, sameSite: "lax" });
    await audit(db, {
      actor: user,
      action: "account.update_preferences",
      target: { type: "user", id: user.id },
      outcome: "success",
      detail: { locale: input.locale, timeZone: input.timeZone },
      ip,
    });
    return null;
  },
});

export const changePasswordAction = defineAction({
  name: "account.changePassword",
  permission: "account.self",
  input: changePasswordSchema,
  async run(input, { user, db, ip }) {
    try {
      await changeOwnPassword(db, user.id, user.sessionId, input);
    } catch (error) {
      await audit(db, { actor: user, action: "account.change_password", outcome: "failure", ip });
      throw error;
    }
    await audit(db, { actor: user, action: "account.change_password", outcome: "success", ip });
    return null;
  },
});

/** Ends the session in the database first, so the cookie is worthless even if it was copied. */
export async function signOutAction(): Promise<void> {
  const user = await getCurrentUser();
  if (user) {
    await revokeSession(db(), user.sessionId);
    await audit(db(), { actor: user, action: "auth.sign_out", outcome: "success" });
  }
  await signOut({ redirect: false });
  redirect("/sign-in?reason=signed_out");
}
