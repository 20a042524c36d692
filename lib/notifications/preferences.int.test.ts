import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { notificationChoicesSchema } from "@/lib/users/schemas";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { notificationChoicesOf, saveNotificationChoices } from "./preferences";
import { recipientsOf } from "./recipients";

async function person(roles: Role[]): Promise<SessionUser> {
  const user = await makeUser(roles);
  return { ...user, roles, locale: null, sessionId: "session" };
}

const save = (user: SessionUser, form: { shown: string[]; on: string[]; cadence?: string[] }) =>
  saveNotificationChoices(db(), asRequester(user), notificationChoicesSchema.parse(form));

const summary = async (user: SessionUser) =>
  (await notificationChoicesOf(db(), user)).map(({ topic, enabled, optional, cadence }) => ({
    topic,
    enabled,
    optional,
    cadence,
  }));

const emailed = async (topic: "jobs" | "security" | "compliance.digest", user: SessionUser) =>
  (await recipientsOf(db(), topic, { users: [user.id] })).map((r) => r.userId);

describe("a person's notification choices", () => {
  beforeEach(() => resetDb());

  it("offers each role the topics it may receive, with their defaults; security always on", async () => {
    expect(await summary(await person(["agent"]))).toEqual([
      { topic: "jobs", enabled: true, optional: true, cadence: null },
      { topic: "security", enabled: true, optional: false, cadence: null },
    ]);
    expect((await summary(await person(["compliance"]))).map((c) => c.topic)).toEqual([
      "compliance.digest",
      "jobs",
      "security",
    ]);
    expect(await summary(await person(["admin"]))).toEqual([
      { topic: "operations", enabled: false, optional: true, cadence: null },
      { topic: "compliance.digest", enabled: false, optional: true, cadence: "daily" },
      { topic: "jobs", enabled: true, optional: true, cadence: null },
      { topic: "security", enabled: true, optional: false, cadence: null },
    ]);
  });

  it("keeps jobs turned off and the digest hourly, audited, and stops the jobs emails", async () => {
    const reviewer = await person(["compliance"]);
    const colleague = await person(["compliance"]);
    await save(reviewer, {
      shown: ["compliance.digest", "jobs"],
      on: ["compliance.digest"],
      cadence: ["compliance.digest:hourly"],
    });
    expect(await summary(reviewer)).toEqual([
      { topic: "compliance.digest", enabled: true, optional: true, cadence: "hourly" },
      { topic: "jobs", enabled: false, optional: true, cadence: null },
      { topic: "security", enabled: true, optional: false, cadence: null },
    ]);
    expect(
      await db().notificationPreference.findUniqueOrThrow({
        where: { userId_topic: { userId: reviewer.id, topic: "compliance.digest" } },
      }),
    ).toMatchObject({ enabled: true, cadence: "hourly" });
    expect(await emailed("jobs", reviewer)).toEqual([]);
    expect(await emailed("compliance.digest", reviewer)).toEqual([reviewer.id]);
    expect(await emailed("jobs", colleague)).toEqual([colleague.id]);
    expect(await emailed("compliance.digest", colleague)).toEqual([]);

    const event = await db().auditEvent.findFirstOrThrow({
      where: { action: "account.update_notifications" },
    });
    expect({
      actor: event.actorId,
      target: event.targetId,
      detail: JSON.parse(event.detail ?? "{}"),
    }).toEqual({
      actor: reviewer.id,
      target: reviewer.id,
      detail: { "compliance.digest": "hourly", jobs: "off" },
    });

    // Turned off, the digest keeps its cadence for when it is turned on again.
    await save(reviewer, {
      shown: ["compliance.digest", "jobs"],
      on: ["jobs"],
      cadence: ["compliance.digest:hourly"],
    });
    expect((await summary(reviewer))[0]).toMatchObject({ enabled: false, cadence: "hourly" });
    expect(await emailed("jobs", reviewer)).toEqual([reviewer.id]);
  });

  it("refuses a topic the person's roles do not allow, saving nothing", async () => {
    const agent = await person(["agent"]);
    await expect(
      save(agent, { shown: ["compliance.digest", "jobs"], on: ["compliance.digest"] }),
    ).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(save(agent, { shown: ["operations"], on: ["operations"] })).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await db().notificationPreference.count()).toBe(0);
    expect(await db().auditEvent.count({ where: { action: "account.update_notifications" } })).toBe(0);
    expect(await emailed("compliance.digest", agent)).toEqual([]);
  });

  it("refuses turning security off", async () => {
    const agent = await person(["agent"]);
    await expect(save(agent, { shown: ["security"], on: [] })).rejects.toMatchObject({ code: "forbidden" });
    await expect(save(agent, { shown: ["jobs", "security"], on: ["jobs"] })).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await db().notificationPreference.count()).toBe(0);
    expect(await emailed("security", agent)).toEqual([agent.id]);
  });
});
