"use client";
import { useFormatter, useLocale, useTimeZone } from "next-intl";
import { useMemo } from "react";
import { useCodeText } from "@/components/provider-codes/provider-codes";
import { useZoneName } from "@/components/use-zone-name";
import { formatMoney } from "@/lib/format/money";
import { type Amount, AmountFormatError, parseAmount } from "@/lib/provider/amount";

/** How history values read in the person's language and time zone. */
export function useHistoryFormat() {
  const format = useFormatter();
  const locale = useLocale();
  const timeZone = useTimeZone() ?? "Asia/Jakarta";
  const zoneName = useZoneName();
  const codeText = useCodeText();
  return useMemo(
    () => ({
      locale,
      zone: zoneName(timeZone),
      /** The dictionary's label of an entry type, else the type as received, said to be unknown (as exports write it). */
      type: (type: string) => codeText("entryType", type).text,
      amount: (amount: Amount) => formatMoney(amount, locale),
      /** Exact: the provider's decimal text goes to Intl as text, never through a float. */
      money: (text: string | undefined) => {
        if (text === undefined) return undefined;
        try {
          return formatMoney(parseAmount(text), locale);
        } catch (error) {
          if (error instanceof AmountFormatError) return text;
          throw error;
        }
      },
      time: (ts: number) =>
        format.dateTime(ts, {
          year: "numeric",
          month: "short",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
        }),
      count: (value: number) => format.number(value),
    }),
    [format, locale, timeZone, zoneName, codeText],
  );
}

export type HistoryFormat = ReturnType<typeof useHistoryFormat>;
