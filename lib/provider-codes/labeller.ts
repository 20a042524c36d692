// use-intl's core, not next-intl: an export also runs outside Next.js (bench/exports-process.ts), where next-intl's
// server entry loads React's client provider.
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { asReceivedText, codeBook, codeText } from "./code-text";
import type { CodeField, ProviderCodes } from "./fields";

/** A code's text as the screen shows it, in one language: what an export writes beside the raw code. */
export type CodeLabeller = (field: CodeField, raw: string) => string;

const REMEMBERED_CODES = 1_000;

/** Built once per export from the dictionary read once; each call is a map lookup. */
export function codeLabeller(codes: ProviderCodes, locale: Locale): CodeLabeller {
  const book = codeBook(codes);
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: "providerCodes" as never });
  const text = t as unknown as (key: string, values: Record<string, string>) => string;
  const asReceived = asReceivedText({
    billStatus: (code) => text("asReceived.billStatus", { code }),
    entryType: (code) => text("asReceived.entryType", { code }),
  });
  // An export asks for the same few codes on every row; formatting "Status 2" anew each time cost ~5 µs a row.
  const remembered = new Map<string, string>();
  return (field, raw) => {
    const key = `${field}\u0000${raw}`;
    const known = remembered.get(key);
    if (known !== undefined) return known;
    const label = codeText(book, field, raw, locale, asReceived).text;
    // Bounded: a provider sending ever new codes must not grow an export's memory.
    if (remembered.size < REMEMBERED_CODES) remembered.set(key, label);
    return label;
  };
}
