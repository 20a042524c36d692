import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { saveAccountPreferences } from "./account";
import { advancesAfterReview } from "./review-preference";
import { preferencesSchema } from "./schemas";

async function person(roles: Role[]): Promise<SessionUser> {
  const user = await makeUser(roles);
  return { ...user, roles, locale: null, sessionId: "session" };
}

const save = (user: SessionUser, advanceAfterReview?: string) =>
  saveAccountPreferences(
    db(),
    { user, ip: null },
    preferencesSchema.parse({ locale: "en", timeZone: "Asia/Jakarta", landing: "", advanceAfterReview }),
  );

describe("going on to the next decision after a review", () => {
  beforeEach(() => resetDb());

  it("is on by default, switched per person, audited, and kept when a form does not send it", async () => {
    const [reviewer, colleague] = [await person(["compliance"]), await person(["compliance"])];
    expect(await advancesAfterReview(db(), reviewer.id)).toBe(true);

    await save(reviewer, "false");
    expect(await advancesAfterReview(db(), reviewer.id)).toBe(false);
    expect(await advancesAfterReview(db(), colleague.id)).toBe(true);
    const event = await db().auditEvent.findFirstOrThrow({ where: { action: "account.update_preferences" } });
    expect(JSON.parse(event.detail ?? "{}")).toMatchObject({ advanceAfterReview: false });

    await save(reviewer);
    expect(await advancesAfterReview(db(), reviewer.id)).toBe(false);
    await save(reviewer, "true");
    expect(await advancesAfterReview(db(), reviewer.id)).toBe(true);
  });

  it("is refused to someone who does not review, whose form does not offer it", async () => {
    const viewer = await person(["manager"]);
    await expect(save(viewer, "false")).rejects.toMatchObject({ code: "forbidden" });
    expect(await advancesAfterReview(db(), viewer.id)).toBe(true);
  });
});
