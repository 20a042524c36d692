import { z } from "zod";
import { auditFilterSchema } from "@/lib/audit/schemas";
import { historyFilterSchema } from "@/lib/history/schemas";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { PAGES_OF_VIEWS, type SavedViewPage } from "./pages";
import { MAX_VIEW_QUERY_LENGTH } from "./schemas";

/** Each page's own filter schema: what its URL may say. */
const FILTERS: Record<SavedViewPage, z.ZodObject> = {
  inbox: inboxFilterSchema,
  audit: auditFilterSchema,
  history: historyFilterSchema,
};

// A page reads its URL leniently (a malformed filter is ignored, not refused); a stored view is held to the
// schema without that leniency, so what is saved is what the page will apply, and nothing it would drop.
const strictFilters = new Map<SavedViewPage, z.ZodType>();

function strictFilterOf(page: SavedViewPage): z.ZodType {
  let strict = strictFilters.get(page);
  if (!strict) {
    const shape = Object.fromEntries(
      Object.entries(FILTERS[page].shape).map(([key, field]) => [
        key,
        field instanceof z.ZodCatch ? field.unwrap() : field,
      ]),
    );
    strict = z.strictObject(shape);
    strictFilters.set(page, strict);
  }
  return strict;
}

/**
 * The query string a view of `page` stores for `query` (a page's search, with or without "?"): its filters
 * in the order given, without what is not saved (the page number) or empty, or null when the page's filter schema
 * refuses it (an unknown or repeated parameter, a malformed value) or it is too long.
 */
export function viewQueryOf(page: SavedViewPage, query: string): string | null {
  if (query.length > MAX_VIEW_QUERY_LENGTH) return null;
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  const unsaved = PAGES_OF_VIEWS[page].unsaved;
  const kept: [string, string][] = [];
  for (const [key, value] of params) {
    // A filter form sends its empty fields: they filter by nothing.
    if (unsaved.includes(key) || value === "") continue;
    if (kept.some(([seen]) => seen === key)) return null;
    kept.push([key, value]);
  }
  if (!strictFilterOf(page).safeParse(Object.fromEntries(kept)).success) return null;
  return new URLSearchParams(kept).toString();
}
