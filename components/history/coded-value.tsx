"use client";
import { useTranslations } from "next-intl";

/** A value in words, the provider's code on hover (and in data-raw, for whoever copies it from the page). */
export function CodedValue({ text, raw }: { text: string; raw: string }) {
  const t = useTranslations("history");
  return (
    <span
      title={t("asSent", { value: raw })}
      data-raw={raw}
      className="cursor-help underline decoration-muted-foreground/60 decoration-dotted underline-offset-4"
    >
      {text}
    </span>
  );
}
