// Plain constants (no zod), so client components that list the choices do not ship a schema library.
export const LOCALES = ["id", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** Indonesia's three time zones, and UTC for people who reconcile with systems abroad. */
export const TIME_ZONES = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura", "UTC"] as const;
