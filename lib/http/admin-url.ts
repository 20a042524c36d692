import { z } from "zod";
import { trimEndChar } from "@/lib/text/trim-char";

/** The longest address an admin may enter (a provider's base URL, an identity provider's issuer). */
export const MAX_ADMIN_URL_LENGTH = 2_048;

/** `value` without the slashes it ends with (paths are appended to it). */
export const withoutTrailingSlashes = (value: string) => trimEndChar(value, "/");

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
