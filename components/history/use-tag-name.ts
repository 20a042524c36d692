"use client";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { trimChar } from "@/lib/text/trim-char";

/** The decoder names tags in English; the catalogs carry each name under a key made from it. */
export function tagNameKey(name: string): string {
  return trimChar(name.toLowerCase().replace(/[^a-z0-9]+/g, "_"), "_");
}

export function useTagName() {
  const t = useTranslations("history.qr.tagNames");
  return useCallback(
    (name: string) => {
      const key = tagNameKey(name);
      return t.has(key) ? t(key as "crc") : name;
    },
    [t],
  );
}
