"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { type ReactNode, useActionState, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import { createExportAction } from "@/lib/exports/actions";
import { DEFAULT_COLUMN_IDS, EXPORT_COLUMNS } from "@/lib/exports/columns";
import { EXPORT_FORMATS } from "@/lib/exports/writers/types";

const GROUPS = ["entry", "qris", "bill"] as const;

export function NewExportForm({
  userId,
  untilSeq,
  loadedCount,
  maxEntries,
}: {
  userId?: string;
  untilSeq?: string;
  loadedCount?: string;
  maxEntries: number;
}) {
  const t = useTranslations("exports");
  const format = useFormatter();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [state, action, pending] = useActionState(createExportAction, null);
  const [scope, setScope] = useState(untilSeq ? "loaded" : "all");
  const [fileFormat, setFileFormat] = useState<string>("csv");
  const [columns, setColumns] = useState<Set<string>>(new Set(DEFAULT_COLUMN_IDS));
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined;

  useEffect(() => {
    if (state?.ok) void queryClient.invalidateQueries({ queryKey: ["exports"] });
  }, [state, queryClient]);

  const toggleGroup = (group: (typeof GROUPS)[number], on: boolean) =>
    setColumns((current) => {
      const next = new Set(current);
      for (const column of EXPORT_COLUMNS.filter((c) => c.group === group)) {
        if (on) next.add(column.id);
        else next.delete(column.id);
      }
      return next;
    });

  return (
    <Card>
      <CardTitle>{t("new")}</CardTitle>
      <form action={action} className="grid gap-4" noValidate>
        {state?.ok && <Alert tone="success">{t("queued")}</Alert>}
        {state && !state.ok && state.error !== "invalid_input" && (
          <Alert tone="error">{errorText.error(state.error)}</Alert>
        )}
        <Field id="export-user" label={t("userId")} errors={errorText.fields(fieldErrors?.userId)}>
          <Input id="export-user" name="userId" defaultValue={userId} required autoComplete="off" />
        </Field>

        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t("scope")}</legend>
          {untilSeq && (
            <RadioOption name="scope" value="loaded" current={scope} onSelect={setScope}>
              {loadedCount ? t("scopes.loadedCount", { count: Number(loadedCount) }) : t("scopes.loaded")}
            </RadioOption>
          )}
          <RadioOption name="scope" value="all" current={scope} onSelect={setScope}>
            {t("scopes.all")}
          </RadioOption>
          <RadioOption name="scope" value="since" current={scope} onSelect={setScope}>
            {t("scopes.since")}
          </RadioOption>
          <input type="hidden" name="untilSeq" value={untilSeq ?? ""} />
          {scope === "since" && (
            <Field id="export-since" label={t("sinceDate")} errors={errorText.fields(fieldErrors?.since)}>
              <Input id="export-since" name="since" type="date" required />
            </Field>
          )}
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t("format")}</legend>
          <div className="flex flex-wrap gap-4">
            {EXPORT_FORMATS.map((value) => (
              <RadioOption
                key={value}
                name="format"
                value={value}
                current={fileFormat}
                onSelect={setFileFormat}
              >
                {t(`formats.${value}`)}
              </RadioOption>
            ))}
          </div>
          {fileFormat === "csv" && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="bom" defaultChecked />
              {t("bom")}
            </label>
          )}
        </fieldset>

        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="includeDuplicates" />
          {t("includeDuplicates")}
        </label>

        <fieldset
          className="grid gap-3"
          aria-describedby={fieldErrors?.columns ? "columns-error" : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t("columnsLabel")}</legend>
          {GROUPS.map((group) => {
            const inGroup = EXPORT_COLUMNS.filter((c) => c.group === group);
            const all = inGroup.every((c) => columns.has(c.id));
            return (
              <details key={group} open={group === "entry"} className="rounded-md border p-3">
                <summary className="cursor-pointer text-sm font-medium">
                  {t(`groups.${group}`)} ({inGroup.filter((c) => columns.has(c.id)).length}/{inGroup.length})
                </summary>
                <label className="mt-2 flex items-center gap-2 text-xs text-muted-foreground">
                  <input
                    type="checkbox"
                    checked={all}
                    onChange={(e) => toggleGroup(group, e.target.checked)}
                  />
                  {t("selectAll")}
                </label>
                <div className="mt-2 grid gap-1 sm:grid-cols-2">
                  {inGroup.map((column) => (
                    <label key={column.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="columns"
                        value={column.id}
                        checked={columns.has(column.id)}
                        onChange={(e) =>
                          setColumns((current) => {
                            const next = new Set(current);
                            if (e.target.checked) next.add(column.id);
                            else next.delete(column.id);
                            return next;
                          })
                        }
                      />
                      {t(`columnNames.${column.id.replace(".", "_")}` as "columnNames.seq")}
                    </label>
                  ))}
                </div>
              </details>
            );
          })}
          {errorText.fields(fieldErrors?.columns)?.map((error) => (
            <p key={error} id="columns-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ))}
        </fieldset>

        {scope !== "loaded" && (
          <div className="grid gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
            <p>{t("capWarning", { max: format.number(maxEntries) })}</p>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="confirmLarge" />
              {t("confirmLarge")}
            </label>
            {errorText.fields(fieldErrors?.confirmLarge)?.map((error) => (
              <p key={error} role="alert" className="text-destructive">
                {error}
              </p>
            ))}
          </div>
        )}
        <Button type="submit" disabled={pending} className="justify-self-start">
          {t("start")}
        </Button>
      </form>
    </Card>
  );
}

function RadioOption({
  name,
  value,
  current,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  current: string;
  onSelect: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        value={value}
        checked={current === value}
        onChange={() => onSelect(value)}
      />
      {children}
    </label>
  );
}
