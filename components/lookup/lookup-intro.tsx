import { useTranslations } from "next-intl";

/** Before the first search: the two kinds of identifier the box accepts. */
export function LookupIntro() {
  const t = useTranslations("lookup.intro");
  return (
    <div className="grid gap-4 rounded-lg border border-dashed p-5 text-sm text-muted-foreground sm:grid-cols-2">
      <p>
        <span className="block font-medium text-foreground">{t("requestIdTitle")}</span>
        {t("requestIdBody")}
        <code className="mt-1 block font-mono text-xs">xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx</code>
      </p>
      <p>
        <span className="block font-medium text-foreground">{t("partnerIdTitle")}</span>
        {t("partnerIdBody")}
      </p>
    </div>
  );
}
