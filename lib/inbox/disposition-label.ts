import type { Locale } from "@/lib/i18n/config";

/** A disposition's wording in the reader's language (admins write both; English is the fallback). */
export function dispositionLabel(disposition: { labelId: string; labelEn: string }, locale: Locale): string {
  return locale === "id" ? disposition.labelId : disposition.labelEn;
}
