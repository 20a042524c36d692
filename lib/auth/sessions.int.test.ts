import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { createSession, resolveSession, revokeSession } from "./sessions";

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
// A session older than the user's last password change is void: each test's clock starts after its user's
// password was set, however long a loaded machine took to hash it.
let t0 = new Date();
const startAfter = (user: { passwordChangedAt: Date }) => {
  t0 = new Date(user.passwordChangedAt.getTime() + 1000);
};
const later = (ms: number) => new Date(t0.getTime() + ms);

describe("sessions", () => {
  beforeEach(async () => {
    await resetDb();
  });

  it("resolves a fresh session to its user with roles", async () => {
    const user = await makeUser(["agent", "manager"]);
    startAfter(user);
    const session = await createSession(db(), user.id, policy, t0);
    const resolved = await resolveSession(db(), session.id, policy, later(1000));
    expect(resolved).toMatchObject({ id: user.id, email: user.email, sessionId: session.id });
    expect(resolved?.roles.sort()).toEqual(["agent", "manager"]);
  });

  it("ends after the idle time without a request, and stays ended", async () => {
    const user = await makeUser();
    startAfter(user);
    const session = await createSession(db(), user.id, policy, t0);
    expect(await resolveSession(db(), session.id, policy, later(29 * 60_000))).not.toBeNull();
    // The request at 29 minutes counts as activity: 29 more minutes is still inside the idle window.
    expect(await resolveSession(db(), session.id, policy, later(58 * 60_000))).not.toBeNull();
    expect(await resolveSession(db(), session.id, policy, later(89 * 60_000))).toBeNull();
    expect(await resolveSession(db(), session.id, policy, later(89 * 60_000 + 1))).toBeNull();
  });

  it("ends at the absolute limit however active the user is", async () => {
    const user = await makeUser();
    startAfter(user);
    const session = await createSession(db(), user.id, policy, t0);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      expect(await resolveSession(db(), session.id, policy, later(minutes * 60_000))).not.toBeNull();
    }
    expect(await resolveSession(db(), session.id, policy, later(12 * 3_600_000))).toBeNull();
  });

  it("ends when revoked (sign-out)", async () => {
    const user = await makeUser();
    startAfter(user);
    const session = await createSession(db(), user.id, policy, t0);
    await revokeSession(db(), session.id);
    expect(await resolveSession(db(), session.id, policy, later(1000))).toBeNull();
  });

  it("ends at the next request once the user is disabled", async () => {
    const user = await makeUser();
    startAfter(user);
    const session = await createSession(db(), user.id, policy, t0);
    await db().user.update({ where: { id: user.id }, data: { disabledAt: later(500) } });
    expect(await resolveSession(db(), session.id, policy, later(1000))).toBeNull();
  });

  it("does not resolve an unknown id", async () => {
    expect(await resolveSession(db(), "no-such-session", policy, t0)).toBeNull();
  });
});
