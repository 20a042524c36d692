import { parseAmount } from "@/lib/provider/amount";
import type { AmountFormat } from "../types";

/** Longer than any amount written in a ledger cell; refused before it is looked at. */
const MAX_AMOUNT_TEXT = 64;

const SEPARATORS: Record<AmountFormat, { thousands: string | null; decimal: string }> = {
  id: { thousands: ".", decimal: "," },
  en: { thousands: ",", decimal: "." },
  plain: { thousands: null, decimal: "." },
};

const CURRENCY_WORDS = ["idr", "rp."] as const;
const DIGITS = /^\d+$/;
const CENTS = /^\d{1,2}$/;
const FIRST_GROUP = /^\d{1,3}$/;
const GROUP = /^\d{3}$/;

function withoutCurrency(text: string): string {
  const lower = text.slice(0, 3).toLowerCase();
  const word =
    CURRENCY_WORDS.find((candidate) => lower.startsWith(candidate)) ?? (lower.startsWith("rp") ? "rp" : "");
  return text.slice(word.length).trimStart();
}

// `1.234.567` in groups of three after the first, or no separator at all (`1234567`).
function wholeDigits(whole: string, thousands: string | null): string | null {
  if (thousands === null || !whole.includes(thousands)) return DIGITS.test(whole) ? whole : null;
  const [first = "", ...groups] = whole.split(thousands);
  if (!FIRST_GROUP.test(first) || !groups.every((group) => GROUP.test(group))) return null;
  return first + groups.join("");
}

export type LedgerAmount = { ok: true; minor: bigint } | { ok: false };

/**
 * A ledger's amount in exact minor units, read by the column's declared format: `id` `IDR 1.234.567,89` or
 * `Rp 1.234.567`, `en` `1,234,567.89`, `plain` `1234567.89`. A currency word (IDR, Rp, Rp.) may lead; a
 * leading minus makes it negative (a refund), before or after the word. At most two decimals: a third could not
 * be compared exactly with the provider's amount, so it is refused rather than rounded, as is a separator
 * placed where the format has none. The canonical text is read by the provider's own amount parser.
 */
export function parseLedgerAmount(text: string, format: AmountFormat): LedgerAmount {
  if (text.length > MAX_AMOUNT_TEXT) return { ok: false };
  let rest = text.trim();
  let negative = rest.startsWith("-");
  if (negative) rest = rest.slice(1).trimStart();
  rest = withoutCurrency(rest);
  if (!negative && rest.startsWith("-")) {
    negative = true;
    rest = rest.slice(1);
  }
  const { thousands, decimal } = SEPARATORS[format];
  const [whole = "", fraction, extra] = rest.split(decimal);
  if (extra !== undefined || (fraction !== undefined && !CENTS.test(fraction))) return { ok: false };
  const digits = wholeDigits(whole, thousands);
  if (digits === null) return { ok: false };
  const cents = (fraction ?? "").padEnd(2, "0");
  return { ok: true, minor: parseAmount(`IDR ${negative ? "-" : ""}${digits}.${cents}`).minor };
}
