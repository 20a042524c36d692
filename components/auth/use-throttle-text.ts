"use client";
import { useTranslations } from "next-intl";

/** "Too many attempts. Try again in …", in seconds under two minutes and in whole minutes above. */
export function useThrottleText() {
  const t = useTranslations("throttle");
  return (retryAfterSeconds: number) =>
    retryAfterSeconds < 120
      ? t("seconds", { count: Math.max(1, Math.ceil(retryAfterSeconds)) })
      : t("minutes", { count: Math.ceil(retryAfterSeconds / 60) });
}
