"use server";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { audit } from "@/lib/audit/audit";
import { getCurrentUser } from "@/lib/auth/current-user";
import { signOut } from "@/lib/auth/next-auth";
import { endSession } from "@/lib/auth/sign-out";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { LOCALE_COOKIE } from "@/lib/i18n/locale";
import { clientIp } from "@/lib/request-ip";
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
      const throttled = error instanceof AppError && error.code === "throttled";
      await audit(db, {
        actor: user,
        action: "account.change_password",
        outcome: throttled ? "denied" : "failure",
        detail: throttled ? { reason: "throttled" } : undefined,
        ip,
      });
      throw error;
    }
    await audit(db, { actor: user, action: "account.change_password", outcome: "success", ip });
    return null;
  },
});

/** Ends the session in the database first, so the cookie is worthless even if it was copied. */
export async function signOutAction(): Promise<void> {
  const user = await getCurrentUser();
  if (user) await endSession(db(), user.sessionId, clientIp(await headers()));
  await signOut({ redirect: false });
  redirect("/sign-in?reason=signed_out");
}
