"use client";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { EntryStatus } from "@/lib/history/entry-status";

export interface StatusText {
  text: string;
  /** The value as received, for a hover: the meaning is ours, the value is the provider's. */
  title: string;
  tone: "success" | "warning" | "danger" | "neutral";
}

const BILL_TONES = { paid: "success", pending: "warning", failed_or_refunded: "danger" } as const;

/** How an entry's status reads in the person's language, with the provider's value kept for a hover. */
export function useStatusText(): (status: EntryStatus) => StatusText {
  const t = useTranslations("history");
  return useCallback(
    (status: EntryStatus) => {
      switch (status.kind) {
        case "bill":
          return {
            text: t(`statuses.bill.${status.meaning}`),
            title: t("asSent", { value: status.raw }),
            tone: BILL_TONES[status.meaning],
          };
        case "unknown_code":
          return {
            text: t("statuses.unknownCode", { code: status.raw }),
            title: t("asSent", { value: status.raw }),
            tone: "neutral",
          };
        case "text":
          return {
            text: status.raw,
            title: t("asSent", { value: status.raw }),
            tone: status.raw === "success" ? "success" : "neutral",
          };
        case "none":
          return { text: t("statuses.none"), title: t("statuses.noneHint"), tone: "neutral" };
      }
    },
    [t],
  );
}
