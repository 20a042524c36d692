import { env } from "@/lib/env";

/** Limits of exports (EXPORT_* in .env.example). */
export function exportLimits() {
  const { EXPORT_MAX_ENTRIES, EXPORT_RETENTION_HOURS, EXPORT_PAGE_SIZE } = env();
  return {
    maxEntries: EXPORT_MAX_ENTRIES,
    retentionHours: EXPORT_RETENTION_HOURS,
    pageSize: EXPORT_PAGE_SIZE,
  };
}
