"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/safe-action";
import { PAGES_OF_VIEWS } from "./pages";
import {
  defaultViewSchema,
  renameViewSchema,
  saveViewSchema,
  shareViewSchema,
  viewIdSchema,
} from "./schemas";
import { deleteView, renameView, saveView, setDefaultView, shareView } from "./views";

// Every page's permission is checked by the service (a view of a page is only for who may open it); the
// actions need no more than a signed-in person. Each answer re-renders the pages that list views.
const listingPages = () => {
  for (const { path } of Object.values(PAGES_OF_VIEWS)) revalidatePath(path);
};

export const saveViewAction = defineAction({
  name: "savedViews.save",
  permission: "account.self",
  input: saveViewSchema,
  async run(input, { db, ...by }) {
    const saved = await saveView(db, by, input);
    listingPages();
    return saved;
  },
});

export const renameViewAction = defineAction({
  name: "savedViews.rename",
  permission: "account.self",
  input: renameViewSchema,
  async run(input, { db, ...by }) {
    await renameView(db, by, input);
    listingPages();
    return null;
  },
});

export const shareViewAction = defineAction({
  name: "savedViews.share",
  permission: "account.self",
  input: shareViewSchema,
  async run(input, { db, ...by }) {
    await shareView(db, by, input);
    listingPages();
    return null;
  },
});

export const deleteViewAction = defineAction({
  name: "savedViews.delete",
  permission: "account.self",
  input: viewIdSchema,
  async run({ id }, { db, ...by }) {
    await deleteView(db, by, id);
    listingPages();
    return null;
  },
});

export const setDefaultViewAction = defineAction({
  name: "savedViews.setDefault",
  permission: "account.self",
  input: defaultViewSchema,
  async run({ page, id }, { db, ...by }) {
    await setDefaultView(db, by, page, id);
    listingPages();
    return null;
  },
});
