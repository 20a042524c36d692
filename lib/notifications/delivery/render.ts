import { createFormatter, createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { trimEndChar } from "@/lib/text/trim-char";
import { notificationKind } from "../kinds";
import type { MessageContent } from "../kinds/kind";

export interface Reader {
  locale: Locale;
  timeZone: string;
}

export type Rendered =
  | { ok: true; content: MessageContent }
  | { ok: false; reason: "unknown_kind" | "bad_params" };

/**
 * A queued message as its reader reads it: its kind's text in their language, times in their zone. A kind this
 * version does not know, or params it no longer accepts (a row written by another version), cannot be rendered.
 */
export function renderNotification(kindName: string, storedParams: string, reader: Reader): Rendered {
  const kind = notificationKind(kindName);
  if (!kind) return { ok: false, reason: "unknown_kind" };
  let params: unknown;
  try {
    params = kind.params.parse(JSON.parse(storedParams));
  } catch {
    return { ok: false, reason: "bad_params" };
  }
  // use-intl's core, not next-intl: delivery runs in the background, outside any request.
  const translate = createTranslator({
    locale: reader.locale,
    timeZone: reader.timeZone,
    messages: loadMessages(reader.locale),
    namespace: `notifications.${kindName}` as never,
  }) as unknown as (key: string, values?: Record<string, string | number | Date>) => string;
  const format = createFormatter({ locale: reader.locale, timeZone: reader.timeZone });
  const content = kind.render(params, {
    locale: reader.locale,
    timeZone: reader.timeZone,
    t: (key, values) => translate(key, values),
    dateTime: (date) =>
      format.dateTime(date, {
        year: "numeric",
        month: "long",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }),
  });
  return { ok: true, content };
}

/** The link's absolute address: the app's public address and the path; the path alone when none is known. */
export function absoluteLink(path: string, appUrl: string | null): string {
  return appUrl ? `${trimEndChar(appUrl, "/")}${path}` : path;
}
