"use client";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { zoneMessageKey } from "@/lib/i18n/time-zone";

/** The short name of a time zone in the reader's language (`WIB`); its id for a zone the app does not offer. */
export function useZoneName(): (timeZone: string) => string {
  const t = useTranslations("zones");
  return useCallback(
    (timeZone: string) => {
      const key = zoneMessageKey(timeZone);
      return t.has(key) ? t(key as "UTC") : timeZone;
    },
    [t],
  );
}
