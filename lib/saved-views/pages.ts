import type { z } from "zod";
import { auditFilterSchema } from "@/lib/audit/schemas";
import type { Permission } from "@/lib/auth/roles";
import { historyFilterSchema } from "@/lib/history/schemas";
import { inboxFilterSchema } from "@/lib/inbox/schemas";

export const SAVED_VIEW_PAGES = ["inbox", "audit", "history"] as const;
export type SavedViewPage = (typeof SAVED_VIEW_PAGES)[number];

interface PageOfViews {
  path: string;
  /** Who may open the page: a view of it, own or shared, is seen only by them. */
  permission: Permission;
  /** The page's own filter schema: what its URL may say. */
  filter: z.ZodObject;
  /** Parts of the URL that are where one is, not what one filters by: never saved. */
  unsaved: readonly string[];
}

export const PAGES_OF_VIEWS: Record<SavedViewPage, PageOfViews> = {
  inbox: { path: "/inbox", permission: "inbox.view", filter: inboxFilterSchema, unsaved: ["page"] },
  audit: { path: "/settings/audit", permission: "audit.view", filter: auditFilterSchema, unsaved: ["page"] },
  history: { path: "/history", permission: "history.view", filter: historyFilterSchema, unsaved: [] },
};
