import { beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { cancelExport } from "./cancel-export";
import { createExport, MAX_ACTIVE_EXPORTS_PER_PERSON } from "./create-export";
import { createExportSchema } from "./schemas";

const input = createExportSchema.parse({
  userId: "user-1",
  scope: "all",
  limit: "10",
  format: "csv",
  columns: ["seq"],
});

async function manager(): Promise<SessionUser> {
  const user = await makeUser(["manager"]);
  return { ...user, roles: ["manager"], locale: "en", timeZone: "Asia/Jakarta", sessionId: "s" };
}

const start = (user: SessionUser) => createExport(db(), { user, ip: null }, input, "en");

describe("exports a person may have waiting or running", () => {
  beforeEach(() => resetDb());

  it(`are at most ${MAX_ACTIVE_EXPORTS_PER_PERSON}; the next is refused with a message until one ends`, async () => {
    const [person, other] = [await manager(), await manager()];
    const started = [];
    for (let i = 0; i < MAX_ACTIVE_EXPORTS_PER_PERSON; i += 1) started.push(await start(person));
    await expect(start(person)).rejects.toMatchObject({ code: "exports_too_many" });
    // Someone else's exports are theirs: the cap is per person.
    await expect(start(other)).resolves.toMatchObject({ id: expect.any(String) });
    await cancelExport(db(), { user: person, ip: null }, started[0]?.id ?? "");
    await expect(start(person)).resolves.toMatchObject({ id: expect.any(String) });
    expect(await db().exportJob.count({ where: { ownerId: person.id } })).toBe(
      MAX_ACTIVE_EXPORTS_PER_PERSON + 1,
    );
  });

  it("lets only one of many requests at once take the last place", async () => {
    const person = await manager();
    for (let i = 0; i < MAX_ACTIVE_EXPORTS_PER_PERSON - 1; i += 1) await start(person);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => start(person)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status === "rejected"))
      expect(outcome).toMatchObject({ reason: { code: "exports_too_many" } });
    expect(
      await db().exportJob.count({ where: { ownerId: person.id, state: { in: ["queued", "running"] } } }),
    ).toBe(MAX_ACTIVE_EXPORTS_PER_PERSON);
  });
});

describe("the refusal's message", () => {
  it("names the cap in both languages", async () => {
    for (const locale of ["en", "id"]) {
      const messages = (await import(`@/messages/${locale}/exports.json`)).default;
      expect(messages.errors.exports_too_many).toContain(String(MAX_ACTIVE_EXPORTS_PER_PERSON));
    }
  });
});
