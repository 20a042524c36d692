import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { runWithRequestId } from "@/lib/request-context";
import { resetDb } from "@/test/db";
import { type AuditBy, type AuditEntry, audit } from "./audit";
import { queryAudit } from "./query";
import { auditFilterSchema } from "./schemas";

const actor = { id: "u1", email: "ayu@example.test" };

async function eventAt(
  iso: string,
  { user = actor, ...fields }: Partial<AuditEntry> & { user?: AuditBy["user"] } = {},
) {
  await audit(db(), { user, ip: null }, { action: "user.create", outcome: "success", ...fields });
  const last = await db().auditEvent.findFirstOrThrow({ orderBy: { at: "desc" } });
  await db().auditEvent.update({ where: { id: last.id }, data: { at: new Date(iso) } });
}

describe("audit log", () => {
  beforeEach(() => resetDb());

  it("stores who, what, target and outcome, and drops details that look like secrets or PII", async () => {
    await audit(
      db(),
      { user: actor, ip: "10.0.0.1" },
      {
        action: "user.update",
        target: { type: "user", id: "u2" },
        outcome: "success",
        detail: { roles: "agent", password: "hunter2", motherMaidenName: "Siti", imageUrl: "https://x" },
      },
    );
    const [event] = await db().auditEvent.findMany();
    expect(event).toMatchObject({
      actorEmail: actor.email,
      action: "user.update",
      targetId: "u2",
      outcome: "success",
    });
    expect(JSON.parse(event?.detail ?? "{}")).toEqual({ roles: "agent" });
  });

  it("records the id of the request that did it, so its log lines can be found", async () => {
    await runWithRequestId("req-audit-0001", () =>
      audit(db(), { user: actor, ip: null }, { action: "user.create", outcome: "success" }),
    );
    await audit(db(), { user: actor, ip: null }, { action: "user.disable", outcome: "success" });
    const events = await db().auditEvent.findMany({ orderBy: { action: "asc" } });
    expect(events.map((event) => [event.action, event.requestId])).toEqual([
      ["user.create", "req-audit-0001"],
      ["user.disable", null],
    ]);
  });

  it("dates an entry when it is written and keeps it in order with the others, inside a transaction too", async () => {
    const before = new Date();
    await audit(db(), { user: actor, ip: null }, { action: "user.create", outcome: "success" });
    await db().$transaction(async (tx) => {
      await audit(
        tx,
        { user: actor, ip: null },
        { action: "user.update", outcome: "success", target: { type: "user", id: "u2" } },
      );
    });
    await db()
      .$transaction(async (tx) => {
        await audit(tx, { user: actor, ip: null }, { action: "user.disable", outcome: "success" });
        throw new Error("rolled back");
      })
      .catch(() => {});
    const after = new Date();
    const page = await queryAudit(db(), auditFilterSchema.parse({}), "Asia/Jakarta");
    expect(page.events.map((event) => event.action)).toEqual(["user.update", "user.create"]);
    for (const event of page.events) {
      expect(event.at.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(event.at.getTime()).toBeLessThanOrEqual(after.getTime());
    }
  });

  it("filters by actor, action, outcome and by days in the reader's time zone, newest first", async () => {
    await eventAt("2026-11-20T16:59:00Z"); // 23:59 WIB on the 20th
    await eventAt("2026-11-20T17:00:00Z", { action: "user.disable" }); // 00:00 WIB on the 21st
    await eventAt("2026-11-21T10:00:00Z", {
      outcome: "denied",
      user: { id: "u9", email: "budi@example.test" },
    });
    const wib = "Asia/Jakarta";
    const day21 = await queryAudit(
      db(),
      auditFilterSchema.parse({ from: "2026-11-21", to: "2026-11-21" }),
      wib,
    );
    expect(day21.events.map((e) => e.at.toISOString())).toEqual([
      "2026-11-21T10:00:00.000Z",
      "2026-11-20T17:00:00.000Z",
    ]);
    expect((await queryAudit(db(), auditFilterSchema.parse({ actor: "BUDI" }), wib)).total).toBe(1);
    expect((await queryAudit(db(), auditFilterSchema.parse({ action: "user.disable" }), wib)).total).toBe(1);
    expect((await queryAudit(db(), auditFilterSchema.parse({ outcome: "denied" }), wib)).total).toBe(1);
  });

  it("ignores malformed filters instead of failing the page", async () => {
    await eventAt("2026-11-21T10:00:00Z");
    const filter = auditFilterSchema.parse({ action: "drop table", from: "yesterday", page: "-3" });
    expect(filter).toMatchObject({ action: undefined, from: undefined, page: 1 });
    expect((await queryAudit(db(), filter, "Asia/Jakarta")).total).toBe(1);
  });

  it("pages through events", async () => {
    for (let i = 0; i < 55; i += 1)
      await audit(db(), { user: actor, ip: null }, { action: "auth.sign_in", outcome: "success" });
    const second = await queryAudit(db(), auditFilterSchema.parse({ page: "2" }), "Asia/Jakarta");
    expect(second).toMatchObject({ total: 55, pages: 2 });
    expect(second.events).toHaveLength(5);
  });
});
