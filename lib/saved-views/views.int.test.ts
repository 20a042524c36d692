import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import type { SavedViewPage } from "./pages";
import { MAX_VIEWS_PER_PAGE, saveViewSchema } from "./schemas";
import {
  defaultViewQuery,
  deleteView,
  listSavedViews,
  renameView,
  saveView,
  setDefaultView,
  shareView,
  type ViewRequester,
} from "./views";

async function person(roles: Role[]): Promise<ViewRequester> {
  const user = await makeUser(roles);
  return { user: { id: user.id, email: user.email, roles }, ip: "203.0.113.7" };
}

const save = (
  by: ViewRequester,
  name: string,
  query: string,
  page: SavedViewPage = "inbox",
  roles: Role[] = [],
) => saveView(db(), by, saveViewSchema.parse({ page, name, query, roles }));

const auditOf = (id: string) =>
  db().auditEvent.findMany({ where: { targetType: "saved_view", targetId: id }, orderBy: { id: "asc" } });

describe("saved views", () => {
  beforeEach(() => resetDb());

  it("saves the page's filters without the page number, lists them, and audits the save", async () => {
    const reviewer = await person(["compliance"]);
    const { id } = await save(reviewer, "Rejected, unreviewed", "?status=rejected&review=unreviewed&page=4");

    expect(await listSavedViews(db(), reviewer.user, "inbox")).toEqual([
      {
        id,
        name: "Rejected, unreviewed",
        query: "status=rejected&review=unreviewed",
        roles: [],
        own: true,
        ownerName: null,
        isDefault: false,
      },
    ]);
    expect(await listSavedViews(db(), reviewer.user, "audit")).toEqual([]);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: "saved_view.create",
      actorId: reviewer.user.id,
      outcome: "success",
    });
    expect(JSON.parse(entry?.detail ?? "{}")).toEqual({
      page: "inbox",
      name: "Rejected, unreviewed",
      roles: "",
    });
  });

  it("refuses a query the page's filter schema refuses, and stores nothing", async () => {
    const reviewer = await person(["compliance"]);
    for (const query of [
      "status=maybe",
      "unknown=1",
      "status=rejected&status=approved",
      `q=${"x".repeat(129)}`,
    ])
      await expect(save(reviewer, query.slice(0, 20), query)).rejects.toMatchObject({
        code: "saved_view_query_invalid",
      });
    await expect(save(reviewer, "History", "user=has space", "history")).rejects.toMatchObject({
      code: "saved_view_query_invalid",
    });
    expect(await db().savedView.count()).toBe(0);
  });

  it("refuses a view of a page the person may not open", async () => {
    const agent = await person(["agent"]);
    await expect(save(agent, "Mine", "status=rejected")).rejects.toMatchObject({ code: "forbidden" });
    expect(await db().savedView.count()).toBe(0);
  });

  it("refuses a second view of the same name on the same page, but not on another page or of another person", async () => {
    const admin = await person(["admin"]);
    const other = await person(["admin"]);
    await save(admin, "Mine", "status=rejected");
    await expect(save(admin, "Mine", "status=approved")).rejects.toMatchObject({
      code: "saved_view_name_taken",
    });
    await save(admin, "Mine", "outcome=denied", "audit");
    await save(other, "Mine", "status=approved");
    const second = await save(admin, "Second", "status=approved");
    await expect(renameView(db(), admin, { id: second.id, name: "Mine" })).rejects.toMatchObject({
      code: "saved_view_name_taken",
    });
    expect((await listSavedViews(db(), admin.user, "inbox")).map((view) => view.name)).toEqual([
      "Mine",
      "Second",
    ]);
  });

  it("keeps at most the bounded number of views of a page per person", async () => {
    const admin = await person(["admin"]);
    for (let index = 0; index < MAX_VIEWS_PER_PAGE; index += 1) await save(admin, `View ${index}`, "");
    await expect(save(admin, "One more", "")).rejects.toMatchObject({ code: "saved_views_too_many" });
    await save(admin, "Another page", "", "audit");
  });

  it("renames, shares and deletes only the owner's view, each audited", async () => {
    const owner = await person(["compliance"]);
    const stranger = await person(["compliance"]);
    const { id } = await save(owner, "Before", "status=rejected");

    await expect(renameView(db(), stranger, { id, name: "Taken over" })).rejects.toMatchObject({
      code: "saved_view_not_found",
    });
    await expect(shareView(db(), stranger, { id, roles: ["compliance"] })).rejects.toMatchObject({
      code: "saved_view_not_found",
    });
    await expect(deleteView(db(), stranger, id)).rejects.toMatchObject({ code: "saved_view_not_found" });

    await renameView(db(), owner, { id, name: "After" });
    await shareView(db(), owner, { id, roles: ["compliance", "manager"] });
    await deleteView(db(), owner, id);

    expect(await db().savedView.count()).toBe(0);
    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["saved_view.create", owner.user.id],
      ["saved_view.rename", owner.user.id],
      ["saved_view.share", owner.user.id],
      ["saved_view.delete", owner.user.id],
    ]);
    expect(JSON.parse(entries[1]?.detail ?? "{}")).toEqual({ page: "inbox", from: "Before", name: "After" });
    expect(JSON.parse(entries[2]?.detail ?? "{}")).toMatchObject({ roles: "compliance,manager" });
  });

  it("shows a shared view to a person of one of its roles who may open the page, and to nobody else", async () => {
    const owner = await person(["compliance"]);
    const colleague = await person(["compliance"]);
    const manager = await person(["manager"]);
    const agent = await person(["agent"]);
    const { id } = await save(owner, "Team queue", "review=unreviewed", "inbox", ["compliance"]);

    const seen = await listSavedViews(db(), colleague.user, "inbox");
    expect(seen).toMatchObject([
      { id, own: false, ownerName: expect.any(String), query: "review=unreviewed" },
    ]);
    expect(await listSavedViews(db(), manager.user, "inbox")).toEqual([]);

    // Shared with agents too, it still stays out of their reach: they may not open the inbox.
    await shareView(db(), owner, { id, roles: ["compliance", "agent", "manager"] });
    expect(await listSavedViews(db(), agent.user, "inbox")).toEqual([]);
    expect(await listSavedViews(db(), manager.user, "inbox")).toHaveLength(1);
    await expect(setDefaultView(db(), agent, "inbox", id)).rejects.toMatchObject({
      code: "saved_view_not_found",
    });

    await shareView(db(), owner, { id, roles: [] });
    expect(await listSavedViews(db(), colleague.user, "inbox")).toEqual([]);
  });

  it("opens a page with the person's default view while they still see it, and never with a stored query the page refuses", async () => {
    const owner = await person(["compliance"]);
    const colleague = await person(["compliance"]);
    const mine = await save(owner, "Mine", "status=rejected&sort=oldest");
    const shared = await save(owner, "Shared", "conflict=1", "inbox", ["compliance"]);

    expect(await defaultViewQuery(db(), owner.user, "inbox")).toBeNull();
    await setDefaultView(db(), owner, "inbox", mine.id);
    expect(await defaultViewQuery(db(), owner.user, "inbox")).toBe("status=rejected&sort=oldest");
    expect((await listSavedViews(db(), owner.user, "inbox")).find((view) => view.isDefault)?.id).toBe(
      mine.id,
    );
    await expect(setDefaultView(db(), colleague, "inbox", mine.id)).rejects.toMatchObject({
      code: "saved_view_not_found",
    });

    await setDefaultView(db(), colleague, "inbox", shared.id);
    expect(await defaultViewQuery(db(), colleague.user, "inbox")).toBe("conflict=1");
    // Unshared: the colleague's default is no longer theirs to apply.
    await shareView(db(), owner, { id: shared.id, roles: [] });
    expect(await defaultViewQuery(db(), colleague.user, "inbox")).toBeNull();

    // A query stored when the page accepted it, which it no longer does, is neither listed as applicable nor applied.
    await db().savedView.update({ where: { id: mine.id }, data: { query: "status=retired-status" } });
    expect(await defaultViewQuery(db(), owner.user, "inbox")).toBeNull();
    expect(
      (await listSavedViews(db(), owner.user, "inbox")).find((view) => view.id === mine.id)?.query,
    ).toBeNull();

    // Cleared, and gone with its view.
    await setDefaultView(db(), owner, "inbox", undefined);
    expect(await db().savedViewDefault.count({ where: { userId: owner.user.id } })).toBe(0);
    await setDefaultView(db(), owner, "inbox", mine.id);
    await deleteView(db(), owner, mine.id);
    expect(await db().savedViewDefault.count({ where: { userId: owner.user.id } })).toBe(0);
  });
});
