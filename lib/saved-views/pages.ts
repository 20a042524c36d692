import { can, type Permission, ROLES, type Role } from "@/lib/auth/roles";

export const SAVED_VIEW_PAGES = ["inbox", "audit", "history"] as const;
export type SavedViewPage = (typeof SAVED_VIEW_PAGES)[number];

/**
 * A link to a page "without a view": a URL that names something is never sent on to the default view, and the
 * page ignores this parameter. Never saved.
 */
export const WITHOUT_VIEW = "view=none";

interface PageOfViews {
  path: string;
  /** Who may open the page: a view of it, own or shared, is seen only by them. */
  permission: Permission;
  /** Parts of the URL that are where one is, not what one filters by: never saved. */
  unsaved: readonly string[];
}

export const PAGES_OF_VIEWS: Record<SavedViewPage, PageOfViews> = {
  inbox: { path: "/inbox", permission: "inbox.view", unsaved: ["page", "view"] },
  audit: { path: "/settings/audit", permission: "audit.view", unsaved: ["page", "view"] },
  history: { path: "/history", permission: "history.view", unsaved: ["view"] },
};

/** The roles a view of `page` is worth sharing with: those that may open it. */
export const rolesThatOpen = (page: SavedViewPage): Role[] =>
  ROLES.filter((role) => can([role], PAGES_OF_VIEWS[page].permission));

/** A page's query string as views compare them: what is saved of it, in a fixed order. */
export function comparableQuery(page: SavedViewPage, query: string): string {
  const params = new URLSearchParams(query);
  const kept = [...params].filter(
    ([key, value]) => value !== "" && !PAGES_OF_VIEWS[page].unsaved.includes(key),
  );
  return new URLSearchParams(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}
