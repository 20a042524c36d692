import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { DECISION_TARGET } from "./detail";
import { auditDecisionView, DECISION_VIEW_MS } from "./view-audit";

const views = () =>
  db().auditEvent.findMany({ where: { action: "inbox.view_decision" }, orderBy: { at: "asc" } });

describe("auditDecisionView", () => {
  beforeEach(() => resetDb());

  it("records who viewed which decision once per view, not on every render", async () => {
    const reviewer = await makeUser(["compliance"]);
    const now = new Date();
    expect(await auditDecisionView(db(), { user: reviewer, ip: "203.0.113.9" }, "dec-1", now)).toBe(
      "recorded",
    );
    // The page rendering again: a refresh after an action, or a poll five seconds later.
    for (const seconds of [0, 5, 10, 300]) {
      expect(
        await auditDecisionView(
          db(),
          { user: reviewer, ip: null },
          "dec-1",
          new Date(now.getTime() + seconds * 1_000),
        ),
      ).toBe("same_view");
    }
    expect(await views()).toMatchObject([
      {
        actorId: reviewer.id,
        actorEmail: reviewer.email,
        targetType: DECISION_TARGET,
        targetId: "dec-1",
        outcome: "success",
        detail: null,
        ip: "203.0.113.9",
      },
    ]);
  });

  it("records a new view later, of another decision, and by another person", async () => {
    const [first, second] = [await makeUser(["compliance"]), await makeUser(["manager"])];
    const now = new Date();
    await auditDecisionView(db(), { user: first, ip: null }, "dec-1", now);
    await auditDecisionView(db(), { user: first, ip: null }, "dec-2", now);
    await auditDecisionView(db(), { user: second, ip: null }, "dec-1", now);
    expect(
      await auditDecisionView(
        db(),
        { user: first, ip: null },
        "dec-1",
        new Date(now.getTime() + DECISION_VIEW_MS + 1_000),
      ),
    ).toBe("recorded");
    const recorded = (await views()).map((v) => `${v.actorId} ${v.targetId}`).sort();
    expect(recorded).toEqual(
      [`${first.id} dec-1`, `${first.id} dec-1`, `${first.id} dec-2`, `${second.id} dec-1`].sort(),
    );
  });
});
