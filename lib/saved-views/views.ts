import type { z } from "zod";
import { type AuditAction, audit } from "@/lib/audit/audit";
import type { AuditActor, Requester } from "@/lib/audit/requester";
import { can, type Role } from "@/lib/auth/roles";
import type { Db, DbTx, Prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { inLockedTransaction, LOCKS } from "@/lib/db/locked-transaction";
import { AppError } from "@/lib/errors";
import { PAGES_OF_VIEWS, type SavedViewPage } from "./pages";
import {
  MAX_VIEWS_PER_PAGE,
  type renameViewSchema,
  type saveViewSchema,
  type shareViewSchema,
} from "./schemas";
import { viewQueryOf } from "./view-query";

/** A person as views see them: who they are and what their roles let them open. */
export interface ViewReader {
  id: string;
  roles: readonly Role[];
}
export type ViewRequester = Requester<AuditActor & { roles: readonly Role[] }>;

export interface SavedViewItem {
  id: string;
  name: string;
  /** The page's query string; null when the page's filter schema no longer accepts it (never applied). */
  query: string | null;
  roles: Role[];
  own: boolean;
  /** Who shared it, for a view of someone else. */
  ownerName: string | null;
  isDefault: boolean;
}

/** Views `reader` sees of `page`: their own and those shared with one of their roles, if they may open it. */
function visibleTo(reader: ViewReader, page: SavedViewPage): Prisma.SavedViewWhereInput | null {
  if (!can(reader.roles, PAGES_OF_VIEWS[page].permission)) return null;
  return {
    page,
    OR: [{ ownerId: reader.id }, { roles: { some: { role: { in: [...reader.roles] } } } }],
  };
}

export async function listSavedViews(
  db: Db,
  reader: ViewReader,
  page: SavedViewPage,
): Promise<SavedViewItem[]> {
  const where = visibleTo(reader, page);
  if (!where) return [];
  const [views, chosen] = await Promise.all([
    db.savedView.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        query: true,
        ownerId: true,
        owner: { select: { name: true } },
        roles: { select: { role: true }, orderBy: { role: "asc" } },
      },
    }),
    db.savedViewDefault.findUnique({ where: { userId_page: { userId: reader.id, page } } }),
  ]);
  return views
    .map((view) => ({
      id: view.id,
      name: view.name,
      query: viewQueryOf(page, view.query),
      roles: view.roles.map(({ role }) => role as Role),
      own: view.ownerId === reader.id,
      ownerName: view.ownerId === reader.id ? null : view.owner.name,
      isDefault: chosen?.viewId === view.id,
    }))
    .sort((a, b) => Number(b.own) - Number(a.own));
}

/** The query string of the view `reader` opens `page` with, if they chose one they still see and it still holds. */
export async function defaultViewQuery(
  db: Db,
  reader: ViewReader,
  page: SavedViewPage,
): Promise<string | null> {
  const where = visibleTo(reader, page);
  if (!where) return null;
  const chosen = await db.savedViewDefault.findUnique({
    where: { userId_page: { userId: reader.id, page } },
    select: { viewId: true },
  });
  if (!chosen) return null;
  const view = await db.savedView.findFirst({
    where: { ...where, id: chosen.viewId },
    select: { query: true },
  });
  return view ? viewQueryOf(page, view.query) : null;
}

function auditView(
  tx: DbTx,
  by: ViewRequester,
  action: AuditAction,
  view: { id: string; page: string; name: string },
  roles?: readonly string[],
) {
  return audit(tx, by, {
    action,
    target: { type: "saved_view", id: view.id },
    outcome: "success",
    detail: { page: view.page, name: view.name, ...(roles && { roles: roles.join(",") }) },
  });
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError("saved_view_name_taken");
  throw error;
}

/** Saves `query` (the page's current filters) as a view of the requester's own. */
export async function saveView(
  db: Db,
  by: ViewRequester,
  input: z.infer<typeof saveViewSchema>,
): Promise<{ id: string }> {
  if (!can(by.user.roles, PAGES_OF_VIEWS[input.page].permission)) throw new AppError("forbidden");
  const query = viewQueryOf(input.page, input.query);
  if (query === null) throw new AppError("saved_view_query_invalid");
  try {
    return await inLockedTransaction(db, LOCKS.savedViews, async (tx) => {
      const count = await tx.savedView.count({ where: { ownerId: by.user.id, page: input.page } });
      if (count >= MAX_VIEWS_PER_PAGE) throw new AppError("saved_views_too_many");
      const view = await tx.savedView.create({
        data: {
          ownerId: by.user.id,
          page: input.page,
          name: input.name,
          query,
          roles: { create: input.roles.map((role) => ({ role })) },
        },
        select: { id: true, page: true, name: true },
      });
      await auditView(tx, by, "saved_view.create", view, input.roles);
      return { id: view.id };
    });
  } catch (error) {
    return nameTaken(error);
  }
}

/** The requester's own view, in `tx`; anyone else's is as good as missing. */
async function ownView(tx: DbTx, by: ViewRequester, id: string) {
  const view = await tx.savedView.findFirst({
    where: { id, ownerId: by.user.id },
    select: { id: true, page: true, name: true },
  });
  if (!view) throw new AppError("saved_view_not_found");
  return view;
}

export async function renameView(
  db: Db,
  by: ViewRequester,
  input: z.infer<typeof renameViewSchema>,
): Promise<void> {
  try {
    await db.$transaction(async (tx) => {
      const view = await ownView(tx, by, input.id);
      await tx.savedView.update({ where: { id: view.id }, data: { name: input.name } });
      await audit(tx, by, {
        action: "saved_view.rename",
        target: { type: "saved_view", id: view.id },
        outcome: "success",
        detail: { page: view.page, from: view.name, name: input.name },
      });
    });
  } catch (error) {
    nameTaken(error);
  }
}

/** Shares the requester's view with exactly `roles` (none: private again). */
export async function shareView(
  db: Db,
  by: ViewRequester,
  input: z.infer<typeof shareViewSchema>,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const view = await ownView(tx, by, input.id);
    await tx.savedViewRole.deleteMany({ where: { viewId: view.id } });
    if (input.roles.length > 0)
      await tx.savedViewRole.createMany({ data: input.roles.map((role) => ({ viewId: view.id, role })) });
    await auditView(tx, by, "saved_view.share", view, input.roles);
  });
}

/** Deletes the requester's view; it stops being anyone's default with it. */
export async function deleteView(db: Db, by: ViewRequester, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const view = await ownView(tx, by, id);
    await tx.savedView.delete({ where: { id: view.id } });
    await auditView(tx, by, "saved_view.delete", view);
  });
}

/** The view the requester opens `page` with (one they see), or none. A preference of their own: not audited. */
export async function setDefaultView(
  db: Db,
  by: ViewRequester,
  page: SavedViewPage,
  id: string | undefined,
): Promise<void> {
  const key = { userId_page: { userId: by.user.id, page } };
  if (id === undefined) {
    await db.savedViewDefault.deleteMany({ where: { userId: by.user.id, page } });
    return;
  }
  const where = visibleTo(by.user, page);
  if (!where) throw new AppError("saved_view_not_found");
  // In one transaction: a view deleted meanwhile is not made anyone's default.
  await db.$transaction(async (tx) => {
    const view = await tx.savedView.findFirst({ where: { ...where, id }, select: { id: true } });
    if (!view) throw new AppError("saved_view_not_found");
    await tx.savedViewDefault.upsert({
      where: key,
      create: { userId: by.user.id, page, viewId: view.id },
      update: { viewId: view.id },
    });
  });
}
