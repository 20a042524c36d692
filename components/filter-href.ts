/** `path` with `values` as its query, leaving out empty values and those at their default. */
export function filterHref(
  path: string,
  values: Record<string, unknown>,
  defaults: Record<string, unknown> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === "" || value === null || defaults[key] === value) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
