"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";

/** A generated password, shown this once to the admin who hands it over. */
export function OneTimePassword({ label, password }: { label: string; password: string }) {
  const t = useTranslations("users");
  return (
    <Alert tone="success" className="grid gap-2">
      <span>{label}</span>
      <span className="flex items-center gap-2">
        <code data-testid="one-time-password" className="rounded bg-card px-2 py-1 font-mono text-foreground">
          {password}
        </code>
        <CopyButton value={password} />
      </span>
      <span className="text-xs">{t("passwordOnce")}</span>
    </Alert>
  );
}
