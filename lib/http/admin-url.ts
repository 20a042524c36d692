import { z } from "zod";

/** The longest address an admin may enter (a provider's base URL, an identity provider's issuer). */
export const MAX_ADMIN_URL_LENGTH = 2_048;

/** `value` without the slashes it ends with, walked from the end: `/\/+$/` is quadratic on a run of slashes. */
export function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 0x2f) end -= 1;
  return value.slice(0, end);
}

/**
 * An http(s) address as an admin enters it: trimmed, bounded before the URL parser sees it, and without
 * trailing slashes (paths are appended to it).
 */
export const adminUrlSchema = z
  .string()
  .trim()
  .max(MAX_ADMIN_URL_LENGTH, { message: "too_long", abort: true })
  .pipe(z.url({ protocol: /^https?$/, message: "url_invalid" }))
  .transform(withoutTrailingSlashes);
