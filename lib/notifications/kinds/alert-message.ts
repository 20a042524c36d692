import { createTranslator } from "use-intl/core";
import type { AlertParams } from "@/lib/alerts/alert-params";
import { loadMessages } from "@/lib/i18n/messages";
import type { MessageContent, RenderContext } from "./kind";

export const ALERTS_PATH = "/settings/alerts";

/**
 * What every alert message says, in the reader's language: the kind's subject and opening line (its own
 * messages), then the rule's name and figures, shared by the three kinds (`notifications.alert.rules.*`), and
 * the link to the Alerts page. Only the rule, the subject and counts: never a secret or customer PII.
 */
export function alertContent(
  { rule, subject, figures, at }: AlertParams,
  { locale, t, dateTime }: RenderContext,
  extra: Record<string, number> = {},
): MessageContent {
  const shared = createTranslator({
    locale,
    messages: loadMessages(locale),
    namespace: "notifications.alert" as never,
  }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const named = { rule: shared(`rules.${rule}.name`), subject, ...extra };
  return {
    subject: t("subject", named),
    paragraphs: [
      t("intro", { ...named, at: dateTime(new Date(at)) }),
      shared(`rules.${rule}.figures`, { subject, ...figures }),
    ],
    facts: [
      { label: shared("facts.rule"), value: named.rule },
      { label: shared("facts.subject"), value: subject },
      { label: shared("facts.at"), value: dateTime(new Date(at)) },
    ],
    link: { label: t("link"), path: ALERTS_PATH },
  };
}
