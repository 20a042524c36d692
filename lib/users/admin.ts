import type { z } from "zod";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { generatePassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { notify } from "@/lib/notifications/notify";
import type { createUserSchema, setDisabledSchema, updateUserSchema } from "./schemas";
import { createUser, resetPassword, setDisabled, updateUser } from "./users";

// What a user manager does to other users, each audited in the change's own transaction. The functions of
// ./users underneath audit nothing themselves: seeds, scripts and tests use them too.

/**
 * A new user with a generated password, shown once to the admin who hands it over (stored only as a hash). It
 * opens only the step where the person chooses their own, which the admin never learns.
 */
export async function adminCreateUser(db: Db, by: Requester, input: z.infer<typeof createUserSchema>) {
  const password = generatePassword();
  const created = await createUser(db, { ...input, password, passwordMustChange: true }, (tx, user) =>
    audit(tx, by, {
      action: "user.create",
      target: { type: "user", id: user.id },
      outcome: "success",
      detail: { roles: input.roles.join(",") },
    }),
  );
  return { id: created.id, email: created.email, password };
}

export async function adminUpdateUser(db: Db, by: Requester, input: z.infer<typeof updateUserSchema>) {
  await updateUser(db, input, (tx) =>
    audit(tx, by, {
      action: "user.update",
      target: { type: "user", id: input.id },
      outcome: "success",
      detail: { roles: input.roles.join(",") },
    }),
  );
}

/**
 * A new generated password for a user, shown once: every session of theirs ends, their passkeys go, and their
 * next sign-in makes them choose their own (resetPassword).
 */
export async function adminResetPassword(db: Db, by: Requester, id: string): Promise<{ password: string }> {
  const password = generatePassword();
  const now = new Date();
  await resetPassword(
    db,
    id,
    password,
    async (tx) => {
      await audit(tx, by, {
        action: "user.reset_password",
        target: { type: "user", id },
        outcome: "success",
      });
      // The person learns of it by mail (never the password), in the reset's transaction.
      await notify(tx, {
        kind: "security.passwordChanged",
        params: { at: now.toISOString(), byAdmin: true },
        eventKey: `${id}:${now.toISOString()}`,
        to: { users: [id] },
      });
    },
    now,
  );
  return { password };
}

export async function adminSetDisabled(
  db: Db,
  by: Requester,
  { id, disabled }: z.infer<typeof setDisabledSchema>,
): Promise<void> {
  if (disabled && id === by.user.id) throw new AppError("cannot_disable_self");
  await setDisabled(db, id, disabled, (tx) =>
    audit(tx, by, {
      action: disabled ? "user.disable" : "user.enable",
      target: { type: "user", id },
      outcome: "success",
    }),
  );
}
