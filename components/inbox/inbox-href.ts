import { filterHref } from "@/components/filter-href";
import type { InboxFilter } from "@/lib/inbox/schemas";

const DEFAULTS: Partial<InboxFilter> = { page: 1, sort: "newest" };

/** The list's address with some filters changed; defaults (first page, newest first) are left out. */
export function inboxHref(
  filter: Partial<InboxFilter>,
  changes: Partial<InboxFilter> = {},
  path = "/inbox",
): string {
  return filterHref(path, { ...filter, ...changes }, DEFAULTS);
}
