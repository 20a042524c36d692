import { LOCALES, type Locale } from "./config";

export const DEFAULT_LOCALE: Locale = "id";
export const LOCALE_COOKIE = "locale";

/** The language for a visitor who is not signed in: their saved choice, else their browser's, else Indonesian. */
export function negotiateLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  const saved = LOCALES.find((locale) => locale === cookie);
  if (saved) return saved;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("id") || tag.startsWith("in")) return "id";
    if (tag.startsWith("en")) return "en";
  }
  return DEFAULT_LOCALE;
}

/** The language the app speaks to a person: the one they saved, else the visitor's (`negotiateLocale`). */
export function readerLocale(
  saved: string | null | undefined,
  cookie: string | undefined,
  acceptLanguage: string | null,
): Locale {
  return LOCALES.find((locale) => locale === saved) ?? negotiateLocale(cookie, acceptLanguage);
}
