"use client";
import { useTranslations } from "next-intl";
import { Field, FieldGroup } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { AMOUNT_FORMATS, type AmountFormat } from "@/lib/reconciliation/types";
import { COLUMN_FIELDS, type MappingDraft } from "./mapping-draft";

/** Which column holds what: the identifier is required, every other column may be left out. */
export function MappingFields({
  columns,
  mapping,
  onChange,
  errors,
}: {
  columns: readonly string[];
  mapping: MappingDraft;
  onChange: (mapping: MappingDraft) => void;
  errors: (name: string) => string[] | undefined;
}) {
  const t = useTranslations("reconcile.screens.mapping");
  const ledger = useTranslations("reconcile.ledger");
  return (
    <FieldGroup id="reconcile-mapping" legend={t("legend")} className="gap-3">
      <p className="text-xs text-muted-foreground">{t("remembered")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {COLUMN_FIELDS.map((field) => (
          <Field
            key={field}
            id={`reconcile-map-${field}`}
            label={ledger(`columns.${field}`)}
            hint={field === "identifierKind" ? ledger("identifierKindHelp") : undefined}
            errors={errors(field)}
          >
            <Select
              name={field}
              value={mapping[field]}
              required={field === "identifier"}
              onChange={(event) => onChange({ ...mapping, [field]: event.target.value })}
            >
              <option value="">
                {field === "identifier"
                  ? t("choose")
                  : field === "identifierKind"
                    ? ledger("identifierKindAuto")
                    : t("none")}
              </option>
              {columns.map((column, index) => (
                // A header may name two columns alike: the position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns' order is the file's, fixed.
                <option key={index} value={column}>
                  {column}
                </option>
              ))}
            </Select>
          </Field>
        ))}
        <Field
          id="reconcile-map-amountFormat"
          label={ledger("columns.amountFormat")}
          hint={ledger("amountHelp")}
          errors={errors("amountFormat")}
        >
          <Select
            name="amountFormat"
            value={mapping.amountFormat}
            onChange={(event) => onChange({ ...mapping, amountFormat: event.target.value as AmountFormat })}
          >
            {AMOUNT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {ledger(`amountFormats.${format}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </FieldGroup>
  );
}
