import type { InboxFilter } from "@/lib/inbox/schemas";

/** The list's address with some filters changed; defaults (first page, newest first) are left out. */
export function inboxHref(
  filter: Partial<InboxFilter>,
  changes: Partial<InboxFilter> = {},
  path = "/inbox",
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...changes })) {
    if (value === undefined || value === "" || value === null) continue;
    if ((key === "page" && value === 1) || (key === "sort" && value === "newest")) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
