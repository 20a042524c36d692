import "server-only";
import { redirect } from "next/navigation";
import type { SessionUser } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { PAGES_OF_VIEWS, type SavedViewPage } from "./pages";
import { defaultViewQuery } from "./views";

/**
 * For a page whose URL names no filter: sends the person on to their default view's URL, so the URL stays what
 * the page shows (and can be shared, bookmarked, changed). Does nothing without one, or with an empty one.
 */
export async function openWithDefaultView(
  user: SessionUser,
  page: SavedViewPage,
  searchParams: Record<string, unknown>,
): Promise<void> {
  if (Object.keys(searchParams).length > 0) return;
  const query = await defaultViewQuery(db(), user, page);
  if (query) redirect(`${PAGES_OF_VIEWS[page].path}?${query}`);
}
