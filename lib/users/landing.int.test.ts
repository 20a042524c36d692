import { beforeEach, describe, expect, it } from "vitest";
import { startPath } from "@/lib/auth/home";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { saveAccountPreferences } from "./account";
import { chosenLanding } from "./landing";
import { preferencesSchema } from "./schemas";

async function person(roles: Role[]): Promise<SessionUser> {
  const user = await makeUser(roles);
  return { ...user, roles, locale: null, sessionId: "session" };
}

const save = (user: SessionUser, landing: string) =>
  saveAccountPreferences(
    db(),
    {
      user,
      ip: null,
    },
    preferencesSchema.parse({ locale: "en", timeZone: "Asia/Jakarta", landing }),
  );

describe("start page preference", () => {
  beforeEach(() => resetDb());

  it("is remembered per person, audited, and cleared back to the role's home", async () => {
    const [reviewer, colleague] = [await person(["compliance"]), await person(["compliance"])];
    await save(reviewer, "history");
    expect(startPath(reviewer.roles, await chosenLanding(db(), reviewer.id))).toBe("/history");
    expect(startPath(colleague.roles, await chosenLanding(db(), colleague.id))).toBe(
      "/inbox?review=unreviewed&sort=rejected_first",
    );
    const event = await db().auditEvent.findFirstOrThrow({ where: { action: "account.update_preferences" } });
    expect(JSON.parse(event.detail ?? "{}")).toMatchObject({ landing: "history" });

    await save(reviewer, "");
    expect(await chosenLanding(db(), reviewer.id)).toBeNull();
  });

  it("refuses a page the person's roles cannot open, and keeps the previous choice", async () => {
    const agent = await person(["agent"]);
    await save(agent, "history");
    await expect(save(agent, "inbox")).rejects.toMatchObject({ code: "forbidden" });
    expect(await chosenLanding(db(), agent.id)).toBe("history");
  });

  it("refuses a value that is not a start page at all", () => {
    expect(
      preferencesSchema.safeParse({ locale: "en", timeZone: "Asia/Jakarta", landing: "/settings/users" })
        .success,
    ).toBe(false);
  });
});
