import type { z } from "zod";
import type { InTransaction } from "@/lib/audit/audit";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { can, PERMISSIONS, type Role } from "@/lib/auth/roles";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { admitPasswordCheck } from "@/lib/auth/sign-in-throttle";
import type { Db, DbTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { inLockedTransaction, LOCKS } from "@/lib/db/locked-transaction";
import { AppError } from "@/lib/errors";
import { dropRecoveryCodesWithoutFactor } from "@/lib/second-factor/recovery-store";
import type { changePasswordSchema, createUserSchema, preferencesSchema, updateUserSchema } from "./schemas";

export class UserError extends AppError {
  constructor(code: "email_taken" | "not_found" | "last_admin" | "wrong_password") {
    super(code);
  }
}

const withRoles = { roles: { select: { role: true }, orderBy: { role: "asc" } } } as const;

/** A new user; `passwordMustChange` when someone else chose the password and will hand it over. */
export async function createUser(
  db: Db,
  input: z.infer<typeof createUserSchema> & { password: string; passwordMustChange?: boolean },
  inTransaction?: InTransaction<{ id: string; email: string }>,
) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email: input.email,
          name: input.name,
          passwordHash,
          passwordMustChange: input.passwordMustChange ?? false,
          roles: { create: [...new Set(input.roles)].map((role) => ({ role })) },
        },
        include: withRoles,
      });
      await inTransaction?.(tx, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError("email_taken");
    throw error;
  }
}

export function listUsers(db: Db) {
  return db.user.findMany({
    orderBy: { email: "asc" },
    include: {
      ...withRoles,
      sessions: { select: { lastSeenAt: true }, orderBy: { lastSeenAt: "desc" }, take: 1 },
    },
  });
}

export function getUser(db: Db, id: string) {
  return db.user.findUnique({ where: { id }, include: withRoles });
}

// Someone active must keep the right to manage users, or nobody could ever give it back.
const managesUsers = (user: { roles: { role: string }[] }) =>
  can(
    user.roles.map(({ role }) => role as Role),
    "users.manage",
  );

async function activeUserManagersOtherThan(db: DbTx, id: string): Promise<number> {
  return db.user.count({
    where: {
      id: { not: id },
      disabledAt: null,
      roles: { some: { role: { in: [...PERMISSIONS["users.manage"]] } } },
    },
  });
}

export async function updateUser(
  db: Db,
  input: z.infer<typeof updateUserSchema>,
  inTransaction?: InTransaction,
) {
  const roles: Role[] = [...new Set(input.roles)];
  return inLockedTransaction(db, LOCKS.userAdmins, async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.id }, include: withRoles });
    if (!user) throw new UserError("not_found");
    const losesUserManagement = managesUsers(user) && !can(roles, "users.manage");
    if (losesUserManagement && !user.disabledAt && (await activeUserManagersOtherThan(tx, user.id)) === 0) {
      throw new UserError("last_admin");
    }
    await tx.userRole.deleteMany({ where: { userId: user.id } });
    await tx.userRole.createMany({ data: roles.map((role) => ({ userId: user.id, role })) });
    const updated = await tx.user.update({
      where: { id: user.id },
      data: { name: input.name },
      include: withRoles,
    });
    await inTransaction?.(tx);
    return updated;
  });
}

/**
 * Sets a password someone else chose: every session of the user ends, their passkeys go (each signs in without
 * any password, so it would outlive the reset; they enroll again), with the recovery codes when no factor is
 * left, and their next sign-in makes them choose a password of their own.
 */
export async function resetPassword(
  db: Db,
  id: string,
  password: string,
  inTransaction?: InTransaction,
  now = new Date(),
) {
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id },
      data: { passwordHash, passwordChangedAt: now, passwordMustChange: true },
    });
    if (count === 0) throw new UserError("not_found");
    await tx.passkey.deleteMany({ where: { userId: id } });
    await dropRecoveryCodesWithoutFactor(tx, id);
    await revokeUserSessions(tx, id, now);
    await inTransaction?.(tx);
  });
}

// The check and the update share one transaction, locked against other such changes: two admins disabling
// each other at once must not both see the other still active.
export async function setDisabled(
  db: Db,
  id: string,
  disabled: boolean,
  inTransaction?: InTransaction,
  now = new Date(),
) {
  await inLockedTransaction(db, LOCKS.userAdmins, async (tx) => {
    const user = await tx.user.findUnique({ where: { id }, include: withRoles });
    if (!user) throw new UserError("not_found");
    if (disabled && managesUsers(user) && (await activeUserManagersOtherThan(tx, id)) === 0) {
      throw new UserError("last_admin");
    }
    await tx.user.update({ where: { id }, data: { disabledAt: disabled ? now : null } });
    if (disabled) await revokeUserSessions(tx, id, now);
    await inTransaction?.(tx);
  });
}

export async function updatePreferences(db: DbTx, id: string, input: z.infer<typeof preferencesSchema>) {
  await db.user.update({ where: { id }, data: input });
}

/** Changes the user's own password; their other sessions end, the one they are using goes on. */
export async function changeOwnPassword(
  db: Db,
  id: string,
  sessionId: string,
  input: z.infer<typeof changePasswordSchema>,
  now = new Date(),
  inTransaction?: InTransaction,
) {
  const user = await db.user.findUnique({ where: { id } });
  if (!user) throw new UserError("not_found");
  // A borrowed session must not become a way to guess the password: counted before it is checked.
  const admission = await admitPasswordCheck(db, id, now);
  if (!admission.ok) throw new AppError("throttled", admission.retryAfterMs);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw new UserError("wrong_password");
  await admission.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id }, data: { passwordHash } });
    await tx.session.updateMany({
      where: { userId: id, id: { not: sessionId }, revokedAt: null },
      data: { revokedAt: now },
    });
    await inTransaction?.(tx);
  });
}

/**
 * The person replaces a password an admin issued with their own. Only once (a conditional update: of two tabs,
 * or the person and whoever else holds the issued password, one wins), never the issued one again, and every
 * other session ends: one opened elsewhere with the issued password must not get to choose after them.
 */
export async function chooseOwnPassword(
  db: Db,
  id: string,
  sessionId: string,
  password: string,
  inTransaction?: InTransaction,
  now = new Date(),
) {
  const user = await db.user.findUnique({ where: { id } });
  if (!user?.passwordMustChange) throw new AppError("password_already_chosen");
  if (await verifyPassword(user.passwordHash, password)) throw new AppError("password_unchanged");
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id, passwordMustChange: true, passwordHash: user.passwordHash },
      data: { passwordHash, passwordMustChange: false },
    });
    if (count === 0) throw new AppError("password_already_chosen");
    await tx.session.updateMany({
      where: { userId: id, id: { not: sessionId }, revokedAt: null },
      data: { revokedAt: now },
    });
    await inTransaction?.(tx);
  });
}
