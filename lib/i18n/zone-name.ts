import type { Locale } from "./config";
import { loadMessages } from "./messages";
import { zoneMessageKey } from "./time-zone";

/**
 * The short name of a time zone in a language (`WIB`), for server code such as files; screens use
 * `useZoneName`. Both read the `zones` messages. A zone the app does not offer is named by its id.
 */
export function zoneName(locale: Locale, timeZone: string): string {
  const names = loadMessages(locale).zones as Record<string, string> | undefined;
  return names?.[zoneMessageKey(timeZone)] ?? timeZone;
}
