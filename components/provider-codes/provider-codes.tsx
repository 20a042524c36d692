"use client";
import { useLocale, useTranslations } from "next-intl";
import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import type { Locale } from "@/lib/i18n/config";
import {
  asReceivedText,
  type CodeBook,
  type CodeText,
  codeBook,
  codeText,
} from "@/lib/provider-codes/code-text";
import { DEFAULT_CODES } from "@/lib/provider-codes/defaults";
import type { CodeField, CodeTone, ProviderCodes } from "@/lib/provider-codes/fields";

// A page that does not hand the dictionary down still reads the shipped meanings, never the sandbox's.
const ProviderCodesContext = createContext<CodeBook>(codeBook(DEFAULT_CODES));

/** The dictionary a page read once (`loadProviderCodes`), for every code shown below it. */
export function ProviderCodesProvider({ codes, children }: { codes: ProviderCodes; children: ReactNode }) {
  const book = useMemo(() => codeBook(codes), [codes]);
  return <ProviderCodesContext.Provider value={book}>{children}</ProviderCodesContext.Provider>;
}

/** The Badge tone of a code's tone. */
export const BADGE_TONE = {
  success: "success",
  pending: "warning",
  failed: "danger",
  neutral: "neutral",
} as const satisfies Record<CodeTone, string>;

export interface ShownCode extends CodeText {
  /** For a hover: the value as the provider sent it. */
  title: string;
}

/** How a provider code reads in the person's language: its recorded label, or the value as received. */
export function useCodeText(): (field: CodeField, raw: string) => ShownCode {
  const book = useContext(ProviderCodesContext);
  const locale = useLocale() as Locale;
  const t = useTranslations("providerCodes");
  return useCallback(
    (field: CodeField, raw: string) => {
      const shown = codeText(
        book,
        field,
        raw,
        locale,
        asReceivedText({
          billStatus: (code) => t("asReceived.billStatus", { code }),
          entryType: (code) => t("asReceived.entryType", { code }),
        }),
      );
      return { ...shown, title: t("asSent", { value: raw }) };
    },
    [book, locale, t],
  );
}
