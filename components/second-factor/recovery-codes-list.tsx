"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";

/** New recovery codes, shown this once: the person writes them down or stores them in a password manager. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const t = useTranslations("secondFactor.recovery");
  return (
    <Alert tone="success" className="grid gap-2">
      <span className="font-medium">{t("title")}</span>
      <span className="text-xs">{t("once")}</span>
      <ul className="grid grid-cols-2 gap-1 font-mono text-foreground" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-card px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <span className="flex items-center gap-2 text-xs">
        <CopyButton value={codes.join("\n")} label={t("copyAll")} />
        {t("copyAll")}
      </span>
    </Alert>
  );
}
