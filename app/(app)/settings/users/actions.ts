"use server";
import { revalidatePath } from "next/cache";
import { audit } from "@/lib/audit/audit";
import { generatePassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors";
import { defineAction } from "@/lib/safe-action";
import { createUserSchema, setDisabledSchema, updateUserSchema, userIdSchema } from "@/lib/users/schemas";
import { createUser, resetPassword, setDisabled, updateUser } from "@/lib/users/users";

export const createUserAction = defineAction({
  name: "users.create",
  permission: "users.manage",
  input: createUserSchema,
  async run(input, { user, db, ip }) {
    const password = generatePassword();
    const created = await createUser(db, { ...input, password });
    await audit(db, {
      actor: user,
      action: "user.create",
      target: { type: "user", id: created.id },
      outcome: "success",
      detail: { roles: input.roles.join(",") },
      ip,
    });
    revalidatePath("/settings/users", "layout");
    // Shown once to the admin who hands it over; it is stored only as a hash.
    return { id: created.id, email: created.email, password };
  },
});

export const updateUserAction = defineAction({
  name: "users.update",
  permission: "users.manage",
  input: updateUserSchema,
  async run(input, { user, db, ip }) {
    await updateUser(db, input);
    await audit(db, {
      actor: user,
      action: "user.update",
      target: { type: "user", id: input.id },
      outcome: "success",
      detail: { roles: input.roles.join(",") },
      ip,
    });
    revalidatePath("/settings/users", "layout");
    return null;
  },
});

export const resetPasswordAction = defineAction({
  name: "users.resetPassword",
  permission: "users.manage",
  input: userIdSchema,
  async run(input, { user, db, ip }) {
    const password = generatePassword();
    await resetPassword(db, input.id, password);
    await audit(db, {
      actor: user,
      action: "user.reset_password",
      target: { type: "user", id: input.id },
      outcome: "success",
      ip,
    });
    return { password };
  },
});

export const setDisabledAction = defineAction({
  name: "users.setDisabled",
  permission: "users.manage",
  input: setDisabledSchema,
  async run(input, { user, db, ip }) {
    if (input.disabled && input.id === user.id) throw new AppError("cannot_disable_self");
    await setDisabled(db, input.id, input.disabled);
    await audit(db, {
      actor: user,
      action: input.disabled ? "user.disable" : "user.enable",
      target: { type: "user", id: input.id },
      outcome: "success",
      ip,
    });
    revalidatePath("/settings/users", "layout");
    return null;
  },
});
