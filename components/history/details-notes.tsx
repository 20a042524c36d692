"use client";
import { useTranslations } from "next-intl";
import type { InvalidDetailsKey } from "@/lib/history/types";
import { DetailList } from "./detail-list";

/**
 * What the details lacked of the keys the contract lists for the entry's type (said neutrally: the contract does
 * not say which are always there), what came in an unexpected form, and what the contract does not describe.
 */
export function DetailsNotes({
  kind,
  missing,
  invalid,
  extra,
  data,
}: {
  kind: "qr_invoice" | "payment_bill";
  missing: string[];
  invalid: InvalidDetailsKey[];
  extra: string[];
  data: object;
}) {
  const t = useTranslations("history.entry");
  const values = data as Record<string, unknown>;
  const keyLabel = (key: string) =>
    t.has(`detailsKeys.${kind}.${key}`)
      ? t(`detailsKeys.${kind}.${key}` as "detailsKeys.qr_invoice.qRis")
      : key;
  if (missing.length === 0 && invalid.length === 0 && extra.length === 0) return null;
  return (
    <div className="grid gap-3 text-sm" data-testid="details-notes">
      {missing.length > 0 && (
        <p
          className="rounded-md border bg-muted/40 px-3 py-2 text-muted-foreground"
          data-testid="details-missing"
        >
          {t("missing")}{" "}
          {missing.map((key, index) => (
            <span key={key}>
              {index > 0 && ", "}
              <span title={key} data-key={key} className="text-foreground">
                {keyLabel(key)}
              </span>
            </span>
          ))}
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
