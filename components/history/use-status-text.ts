"use client";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { BADGE_TONE, useCodeText } from "@/components/provider-codes/provider-codes";
import type { EntryStatus } from "@/lib/history/entry-status";

export interface StatusText {
  text: string;
  /** The value as received, for a hover: a label is the dictionary's, the value is the provider's. */
  title: string;
  tone: (typeof BADGE_TONE)[keyof typeof BADGE_TONE];
  countsAsPaid: boolean;
}

/** How an entry's status reads in the person's language: the dictionary's label, else the value as received. */
export function useStatusText(): (status: EntryStatus) => StatusText {
  const t = useTranslations("history");
  const codeText = useCodeText();
  return useCallback(
    (status: EntryStatus) => {
      if (status.kind === "none")
        return {
          text: t("statuses.none"),
          title: t("statuses.noneHint"),
          tone: "neutral",
          countsAsPaid: false,
        };
      const shown = codeText(status.field, status.raw);
      return {
        text: shown.text,
        title: shown.title,
        tone: BADGE_TONE[shown.tone],
        countsAsPaid: shown.countsAsPaid,
      };
    },
    [t, codeText],
  );
}
