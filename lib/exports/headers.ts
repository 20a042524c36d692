import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { timeColumnHeader } from "@/lib/spreadsheet/time";
import { EXPORT_COLUMN_IDS } from "./columns";

/** The columns whose cells are times: their header names the zone the times are written in. */
export const TIME_COLUMN_IDS: readonly string[] = ["time"];

/**
 * Column titles in the export's language (messages: exports.columnNames.<id with the dot as _>), a time
 * column's with its zone, e.g. "Time (WIB, UTC+07:00)".
 */
export function columnHeaders(locale: Locale, timeZone: string): Record<string, string> {
  const titles = ((loadMessages(locale).exports as Record<string, unknown>)?.columnNames ?? {}) as Record<
    string,
    string
  >;
  return Object.fromEntries(
    EXPORT_COLUMN_IDS.map((id) => {
      const title = titles[id.replace(".", "_")] ?? id;
      return [id, TIME_COLUMN_IDS.includes(id) ? timeColumnHeader(title, locale, timeZone) : title];
    }),
  );
}
