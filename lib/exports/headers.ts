import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { EXPORT_COLUMN_IDS } from "./columns";

/** Column titles in the export's language (messages: exports.columnNames.<id with the dot as _>). */
export function columnHeaders(locale: Locale): Record<string, string> {
  const titles = ((loadMessages(locale).exports as Record<string, unknown>)?.columnNames ?? {}) as Record<
    string,
    string
  >;
  return Object.fromEntries(EXPORT_COLUMN_IDS.map((id) => [id, titles[id.replace(".", "_")] ?? id]));
}
