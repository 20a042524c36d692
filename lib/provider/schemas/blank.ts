import { z } from "zod";

// Invisible characters that are not Unicode White_Space (so `trim` keeps them) but carry nothing either.
const INVISIBLE = /[\u180E\u200B-\u200D\u2060]/g;

/**
 * Whether a text carries nothing: empty, or only white space (what `String.prototype.trim` removes: ASCII
 * space, tab and line breaks, and every Unicode space such as U+00A0 and the ideographic U+3000, U+FEFF) and
 * zero-width characters. A mandatory field sent like that is missing, whatever its length: a customer id or
 * a maiden name of spaces identifies nobody.
 */
export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, "").trim() === "";
}

/**
 * A mandatory text: refused when longer than `max` (before anything else looks at it) or blank, otherwise kept
 * exactly as received (the contract trims nothing).
 */
export const filledText = (max: number) =>
  z
    .string()
    .max(max, { abort: true })
    .refine((value) => !isBlank(value), { message: "blank" });
