"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionForm, FormMessage } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, FieldErrors } from "@/components/ui/field";
import { Checkbox, Input, Select } from "@/components/ui/input";
import { type FormAction, useFormAction } from "@/components/ui/use-form-action";
import { removeProviderCodeAction, saveProviderCodeAction } from "@/lib/provider-codes/actions";
import type { ListedCode } from "@/lib/provider-codes/dictionary";
import { CODE_FIELDS, CODE_TONES, type CodeField, isAnswerCodeField } from "@/lib/provider-codes/fields";

/**
 * The meaning's own fields, shared by an entry's form and the new one. Only an answer's status or HTTP status
 * can be marked as the provider's "no such transaction" (lib/provider-codes/not-found.ts).
 */
function MeaningFields({
  prefix,
  field,
  entry,
  errors,
}: {
  prefix: string;
  field: CodeField;
  entry?: ListedCode;
  errors: (name: string) => string[] | undefined;
}) {
  const t = useTranslations("providerCodes");
  const notFoundErrors = errors("meansNotFound");
  return (
    <>
      <Field id={`${prefix}-labelId`} label={t("labelId")} errors={errors("labelId")}>
        <Input name="labelId" required maxLength={80} defaultValue={entry?.labelId} />
      </Field>
      <Field id={`${prefix}-labelEn`} label={t("labelEn")} errors={errors("labelEn")}>
        <Input name="labelEn" required maxLength={80} defaultValue={entry?.labelEn} />
      </Field>
      <Field id={`${prefix}-tone`} label={t("tone")} errors={errors("tone")}>
        <Select name="tone" defaultValue={entry?.tone ?? "neutral"}>
          {CODE_TONES.map((tone) => (
            <option key={tone} value={tone}>
              {t(`tones.${tone}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        name="countsAsPaid"
        defaultChecked={entry?.countsAsPaid}
        label={t("countsAsPaid")}
        className="sm:col-span-3"
      />
      {isAnswerCodeField(field) && (
        <div className="grid gap-1 sm:col-span-3">
          <Checkbox
            name="meansNotFound"
            defaultChecked={entry?.meansNotFound}
            label={t("meansNotFound")}
            aria-describedby={`${prefix}-meansNotFound-hint`}
          />
          <p id={`${prefix}-meansNotFound-hint`} className="text-xs text-muted-foreground">
            {t("meansNotFoundHint")}
          </p>
          {notFoundErrors && (
            <FieldErrors id={`${prefix}-meansNotFound-errors`} errors={notFoundErrors} announce />
          )}
        </div>
      )}
    </>
  );
}

function EntryForm({
  entry,
  prefix,
  remove,
}: {
  entry: ListedCode;
  prefix: string;
  /** One for the whole dictionary: a removed entry leaves the list, so its answer is shown above the list. */
  remove: FormAction<null>;
}) {
  const t = useTranslations("providerCodes");
  const save = useFormAction(saveProviderCodeAction);
  const who = entry.updatedBy ?? "—";
  return (
    <div className="grid gap-2 rounded-md border p-3" data-testid="provider-code" data-code={entry.code}>
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="flex flex-wrap items-baseline gap-2">
          <code className="font-mono font-medium break-all">{entry.code}</code>
          {entry.meansNotFound && (
            <span className="text-xs font-medium" data-testid="provider-code-not-found">
              {t("notFoundBadge")}
            </span>
          )}
        </span>
        <span className="text-xs text-muted-foreground">{t(`sources.${entry.source}`, { who })}</span>
      </p>
      <ActionForm
        form={save}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_12rem] sm:items-end"
        success={t("saved")}
        aria-label={t("entryOf", { field: t(`fields.${entry.field}`), code: entry.code })}
      >
        <input type="hidden" name="field" value={entry.field} />
        <input type="hidden" name="code" value={entry.code} />
        <MeaningFields prefix={prefix} field={entry.field} entry={entry} errors={save.errors} />
        <Button type="submit" variant="secondary" disabled={save.pending} className="justify-self-start">
          {t("save")}
        </Button>
      </ActionForm>
      {entry.source !== "shipped" && (
        <ActionForm form={remove} message={false}>
          <input type="hidden" name="field" value={entry.field} />
          <input type="hidden" name="code" value={entry.code} />
          <Button type="submit" variant="ghost" size="sm" disabled={remove.pending}>
            {entry.source === "changed" ? t("reset") : t("remove")}
          </Button>
        </ActionForm>
      )}
    </div>
  );
}

function NewCodeForm() {
  const t = useTranslations("providerCodes");
  const save = useFormAction(saveProviderCodeAction);
  const [field, setField] = useState<CodeField>("billStatus");
  return (
    <ActionForm
      form={save}
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_12rem] sm:items-start"
      success={t("saved")}
      aria-labelledby="provider-code-new"
      data-testid="provider-code-new"
    >
      <Field id="new-code-field" label={t("field")} errors={save.errors("field")}>
        <Select name="field" value={field} onChange={(event) => setField(event.target.value as CodeField)}>
          {CODE_FIELDS.map((field) => (
            <option key={field} value={field}>
              {t(`fields.${field}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="new-code-code"
        label={t("code")}
        hint={t("codeHint")}
        errors={save.errors("code")}
        className="sm:col-span-2"
      >
        <Input name="code" required maxLength={64} className="font-mono" />
      </Field>
      <MeaningFields prefix="new-code" field={field} errors={save.errors} />
      <Button type="submit" disabled={save.pending} className="justify-self-start">
        {t("add")}
      </Button>
    </ActionForm>
  );
}

/**
 * What the provider's codes mean, field by field: shipped meanings only for the values the contract shows,
 * and whatever an admin records. Every page and export reads its labels from here.
 */
export function ProviderCodesEditor({ codes }: { codes: ListedCode[] }) {
  const t = useTranslations("providerCodes");
  const remove = useFormAction(removeProviderCodeAction);
  const byField = (field: CodeField) => codes.filter((entry) => entry.field === field);
  return (
    <Card data-testid="provider-codes" aria-labelledby="provider-codes-title">
      <CardTitle id="provider-codes-title">{t("title")}</CardTitle>
      <div className="grid gap-5">
        <p className="text-sm text-muted-foreground">{t("description")}</p>
        <FormMessage form={remove} success={t("removed")} />
        {CODE_FIELDS.map((field) => (
          <section key={field} className="grid gap-2" aria-labelledby={`provider-codes-${field}`}>
            <h3 id={`provider-codes-${field}`} className="text-sm font-medium">
              {t(`fields.${field}`)}
            </h3>
            {byField(field).length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("none")}</p>
            ) : (
              byField(field).map((entry, index) => (
                <EntryForm key={entry.code} entry={entry} prefix={`code-${field}-${index}`} remove={remove} />
              ))
            )}
          </section>
        ))}
        <section className="grid gap-2" aria-labelledby="provider-code-new">
          <h3 id="provider-code-new" className="text-sm font-medium">
            {t("new")}
          </h3>
          <p className="text-sm text-muted-foreground">{t("newHint")}</p>
          <NewCodeForm />
        </section>
      </div>
    </Card>
  );
}
