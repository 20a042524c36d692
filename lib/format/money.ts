import type { Amount } from "@/lib/provider/amount";

const LOCALE_TAGS: Record<string, string> = { id: "id-ID", en: "en-US" };

/** The exact decimal text of an amount in minor units, e.g. 1234567n → "12345.67". */
export function decimalText({ minor }: Amount): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

/**
 * A person-readable amount ("Rp 10.000,00" in Bahasa Indonesia, "IDR 10,000.00" in English). The decimal is
 * handed to Intl as text, which formats it exactly: no float ever holds the money.
 */
export function formatMoney(amount: Amount, locale: string): string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale] ?? locale, {
    style: "currency",
    currency: amount.currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return format.format(decimalText(amount) as `${number}`);
}
