"use client";
import { useTranslations } from "next-intl";
import type { InvalidDetailsKey } from "@/lib/history/types";
import { DetailList } from "./detail-list";

/** What the details lacked, what came in an unexpected form, and what the contract does not describe. */
export function DetailsNotes({
  missing,
  invalid,
  extra,
  data,
}: {
  missing: string[];
  invalid: InvalidDetailsKey[];
  extra: string[];
  data: object;
}) {
  const t = useTranslations("history.entry");
  const values = data as Record<string, unknown>;
  if (missing.length === 0 && invalid.length === 0 && extra.length === 0) return null;
  return (
    <div className="grid gap-3 text-sm" data-testid="details-notes">
      {missing.length > 0 && (
        <p className="rounded-md border border-warning/30 bg-warning/10 px-3 py-2 text-warning">
          {t("missing", { keys: missing.join(", ") })}
        </p>
      )}
      {invalid.length > 0 && (
        <div className="grid gap-2 rounded-md border border-warning/30 px-3 py-2">
          <p className="text-warning">{t("invalid")}</p>
          <DetailList items={invalid.map((item) => ({ label: item.key, value: item.value, mono: true }))} />
        </div>
      )}
      {extra.length > 0 && (
        <div className="grid gap-2">
          <p className="font-medium">{t("extra")}</p>
          <DetailList
            items={extra.map((key) => ({
              label: key,
              value: typeof values[key] === "string" ? (values[key] as string) : JSON.stringify(values[key]),
              mono: true,
            }))}
          />
        </div>
      )}
    </div>
  );
}
