"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { LOCALES } from "@/lib/i18n/config";
import { LOCALE_COOKIE } from "@/lib/i18n/locale";
import { setPreferenceCookie } from "@/lib/ui/preference-cookie";

/** For visitors who are not signed in; a signed-in person's language is saved with their account. */
export function LanguageSwitch() {
  const t = useTranslations("preferences");
  const locale = useLocale();
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      {t("language")}
      <select
        className="rounded-md border border-input bg-card px-2 py-1 text-foreground"
        value={locale}
        onChange={(event) => {
          setPreferenceCookie(LOCALE_COOKIE, event.target.value);
          router.refresh();
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
