"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { type FormAction, useFormAction } from "@/components/ui/use-form-action";
import { useErrorText } from "@/components/use-error-text";
import { ActionFailure, dataOrThrow } from "@/lib/action-failure";
import { previewLedgerAction, startLedgerRunAction } from "@/lib/reconciliation/actions";
import type { ColumnMapping } from "@/lib/reconciliation/schemas";
import { LedgerPreview } from "./ledger-preview";
import { type MappingDraft, mappingFormData, mappingIn, mappingWithin } from "./mapping-draft";
import { MappingFields } from "./mapping-fields";
import { useOpenStartedRun } from "./use-open-started-run";

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const FILE_REFUSALS = Object.fromEntries(
  [
    "reconcile_no_rows",
    "reconcile_file_too_large",
    "reconcile_too_many_rows",
    "reconcile_encoding",
    "reconcile_not_spreadsheet",
    "reconcile_zip_bomb",
    "reconcile_missing_column",
    "reconcile_too_many_columns",
    "reconcile_malformed_csv",
    "reconcile_empty_file",
    "reconcile_sheet_not_found",
  ].map((code) => [code, "file"]),
);

/**
 * The manager's ledger: the file, its sheet, which column holds what (the mapping remembered from last time
 * offered first), and a look at its first rows and the mapping's problems before the run is started.
 */
export function LedgerForm({ remembered }: { remembered: ColumnMapping | null }) {
  const t = useTranslations("reconcile.screens.ledger");
  // What is wrong with the file itself is said at the file, which keeps the choice.
  const form = useFormAction(startLedgerRunAction, { fieldOf: FILE_REFUSALS });
  useOpenStartedRun(form.result?.ok ? form.result.data.id : null);

  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      <ActionForm form={form} className="grid gap-4">
        <LedgerFields form={form} remembered={remembered} />
      </ActionForm>
    </Card>
  );
}

/** A file's identity for the preview's key: a File object cannot be compared, its name, size and date can. */
const fileKey = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

function LedgerFields({
  form,
  remembered,
}: {
  form: FormAction<{ id: string }>;
  remembered: ColumnMapping | null;
}) {
  const t = useTranslations("reconcile.screens.ledger");
  const ledger = useTranslations("reconcile.ledger");
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState("");
  const [draft, setDraft] = useState<MappingDraft>(() => mappingIn(remembered));
  const [columns, setColumns] = useState<readonly string[] | null>(null);
  // The file's columns are learnt first, from a look without a mapping; then the mapping is checked, every
  // column it names one the file has (a remembered column this file lacks is not offered: chosen again).
  const mapping = columns ? mappingWithin(draft, columns) : null;

  // The file is read by the server only: its columns come back with the first rows and the mapping's problems.
  const preview = useQuery({
    queryKey: ["reconcile", "preview", file && fileKey(file), sheet, mapping],
    enabled: file !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const data = mapping ? mappingFormData(mapping) : new FormData();
      if (file) data.set("file", file);
      data.set("sheet", sheet);
      return dataOrThrow(await previewLedgerAction(null, data));
    },
    placeholderData: (previous) => previous,
  });
  const previewed = preview.data?.columns;
  useEffect(() => {
    if (previewed) setColumns(previewed);
  }, [previewed]);
  const refusal = preview.error ? ActionFailure.from(preview.error) : null;
  const fileErrors =
    form.errors("file") ??
    (refusal &&
      (refusal.code === "invalid_input"
        ? errorText.fields(refusal.fieldErrors.file ?? Object.values(refusal.fieldErrors).flat())
        : [errorText.error(refusal.code) ?? ""]));

  return (
    <>
      <Field
        id="reconcile-file"
        label={t("file")}
        hint={`${ledger("limits")} ${ledger("formulas")}`}
        errors={fileErrors ?? undefined}
      >
        <Input
          name="file"
          type="file"
          accept={ACCEPT}
          required
          className="h-auto py-2"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setSheet("");
            setColumns(null);
          }}
        />
      </Field>
      {preview.data && preview.data.sheets.length > 1 && (
        <Field id="reconcile-sheet" label={t("sheet")} errors={form.errors("sheet")}>
          <Select
            name="sheet"
            value={sheet || preview.data.sheet || ""}
            onChange={(event) => {
              setSheet(event.target.value);
              setColumns(null);
            }}
          >
            {preview.data.sheets.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {preview.data && (
        <>
          <MappingFields
            columns={preview.data.columns}
            mapping={mapping ?? mappingWithin(draft, preview.data.columns)}
            onChange={setDraft}
            errors={form.errors}
          />
          <LedgerPreview preview={preview.data} checking={preview.isFetching} />
        </>
      )}
      <Button type="submit" disabled={form.pending || file === null} className="justify-self-start">
        {t("start")}
      </Button>
    </>
  );
}
