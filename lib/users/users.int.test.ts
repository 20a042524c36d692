import { beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { createSession, resolveSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { createUserSchema } from "./schemas";
import { changeOwnPassword, createUser, resetPassword, setDisabled, updateUser } from "./users";

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };

describe("users", () => {
  beforeEach(() => resetDb());

  it("creates a user with a hashed password and de-duplicated roles", async () => {
    const input = createUserSchema.parse({
      email: " Agent@Example.Test ",
      name: "Ayu",
      roles: ["agent", "agent", "manager"],
    });
    const user = await createUser(db(), { ...input, password: "a long enough password" });
    expect(user.email).toBe("agent@example.test");
    expect(user.roles.map((r) => r.role)).toEqual(["agent", "manager"]);
    expect(user.passwordHash).not.toContain("a long enough password");
    expect(await verifyPassword(user.passwordHash, "a long enough password")).toBe(true);
  });

  it("refuses a second user with the same email and leaves nothing half-written", async () => {
    await makeUser(["agent"], { email: "taken@example.test" });
    await expect(
      createUser(db(), {
        email: "taken@example.test",
        name: "Other",
        roles: ["admin"],
        password: "x".repeat(12),
      }),
    ).rejects.toMatchObject({ code: "email_taken" });
    expect(await db().user.count()).toBe(1);
    expect(await db().userRole.count({ where: { role: "admin" } })).toBe(0);
  });

  it("replaces roles and name", async () => {
    const user = await makeUser(["agent"]);
    const updated = await updateUser(db(), {
      id: user.id,
      name: "Renamed",
      roles: ["compliance", "manager"],
    });
    expect(updated.name).toBe("Renamed");
    expect(updated.roles.map((r) => r.role)).toEqual(["compliance", "manager"]);
  });

  it("keeps at least one active admin", async () => {
    const admin = await makeUser(["admin"]);
    await expect(updateUser(db(), { id: admin.id, name: "A", roles: ["agent"] })).rejects.toMatchObject({
      code: "last_admin",
    });
    await expect(setDisabled(db(), admin.id, true)).rejects.toMatchObject({ code: "last_admin" });
    expect((await db().userRole.findMany({ where: { userId: admin.id } })).map((r) => r.role)).toEqual([
      "admin",
    ]);
    await makeUser(["admin"]);
    await setDisabled(db(), admin.id, true);
    expect((await db().user.findUnique({ where: { id: admin.id } }))?.disabledAt).not.toBeNull();
  });

  it("ends every session of a user who is disabled or whose password is reset", async () => {
    const user = await makeUser(["agent"]);
    const first = await createSession(db(), user.id, policy);
    await resetPassword(db(), user.id, "a brand new password");
    expect(await resolveSession(db(), first.id, policy)).toBeNull();
    const second = await createSession(db(), user.id, policy, new Date(Date.now() + 1000));
    await setDisabled(db(), user.id, true);
    expect(await resolveSession(db(), second.id, policy, new Date(Date.now() + 2000))).toBeNull();
  });

  it("changes one's own password only with the current one, keeping the session in use", async () => {
    const user = await makeUser(["agent"]);
    const current = await createSession(db(), user.id, policy);
    const other = await createSession(db(), user.id, policy);
    const input = {
      currentPassword: "not it",
      newPassword: "another good password",
      confirmPassword: "another good password",
    };
    await expect(changeOwnPassword(db(), user.id, current.id, input)).rejects.toMatchObject({
      code: "wrong_password",
    });
    await changeOwnPassword(db(), user.id, current.id, { ...input, currentPassword: TEST_PASSWORD });
    expect(await resolveSession(db(), current.id, policy)).not.toBeNull();
    expect(await resolveSession(db(), other.id, policy)).toBeNull();
    const stored = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash, "another good password")).toBe(true);
  });

  it("slows down guessing the current password from a borrowed session, even in parallel", async () => {
    const user = await makeUser(["agent"]);
    const session = await createSession(db(), user.id, policy);
    const t0 = new Date("2026-11-22T01:00:00Z");
    const guess = (currentPassword: string, now = t0) =>
      changeOwnPassword(
        db(),
        user.id,
        session.id,
        {
          currentPassword,
          newPassword: "the attacker's password",
          confirmPassword: "the attacker's password",
        },
        now,
      ).then(
        () => "changed",
        (error: { code?: string; retryAfterMs?: number }) => error.code,
      );
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(`guess ${i}`)));
    expect(burst.filter((code) => code === "wrong_password")).toHaveLength(5);
    expect(burst.filter((code) => code === "throttled")).toHaveLength(15);
    await expect(
      changeOwnPassword(
        db(),
        user.id,
        session.id,
        {
          currentPassword: TEST_PASSWORD,
          newPassword: "a new password!",
          confirmPassword: "a new password!",
        },
        t0,
      ),
    ).rejects.toMatchObject({ code: "throttled", retryAfterMs: 30_000 });
    expect(await guess(TEST_PASSWORD, new Date(t0.getTime() + 30_000))).toBe("changed");
  });

  it("never leaves the app without an active admin when two admins disable each other at once", async () => {
    for (let round = 0; round < 5; round += 1) {
      await resetDb();
      const [first, second] = [await makeUser(["admin"]), await makeUser(["admin"])];
      const outcomes = await Promise.allSettled([
        setDisabled(db(), first.id, true),
        setDisabled(db(), second.id, true),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({ reason: { code: "last_admin" } });
      expect(await db().user.count({ where: { disabledAt: null, roles: { some: { role: "admin" } } } })).toBe(
        1,
      );
    }
  });

  it("never leaves the app without an active admin when one admin is disabled as the other loses the role", async () => {
    for (let round = 0; round < 5; round += 1) {
      await resetDb();
      const [first, second] = [await makeUser(["admin"]), await makeUser(["admin"])];
      const outcomes = await Promise.allSettled([
        setDisabled(db(), first.id, true),
        updateUser(db(), { id: second.id, name: "Second", roles: ["agent"] }),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      expect(await db().user.count({ where: { disabledAt: null, roles: { some: { role: "admin" } } } })).toBe(
        1,
      );
    }
  });
});
