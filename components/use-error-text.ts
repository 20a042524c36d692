"use client";
import { useTranslations } from "next-intl";

/** Turns the message keys that actions answer with into the reader's language, with a generic fallback. */
export function useErrorText() {
  const t = useTranslations();
  const pick = (namespace: "errors" | "validation", key: string) => {
    const full = `${namespace}.${key}`;
    return t.has(full)
      ? t(full as "errors.unexpected")
      : t(`${namespace}.${namespace === "errors" ? "unexpected" : "invalid"}`);
  };
  return {
    error: (key: string | undefined) => (key ? pick("errors", key) : undefined),
    fields: (keys: string[] | undefined) => keys?.map((key) => pick("validation", key)),
  };
}
