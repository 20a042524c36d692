"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, FieldErrors, FieldGroup } from "@/components/ui/field";
import { Checkbox, Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { createExportAction } from "@/lib/exports/actions";
import { LARGE_EXPORT_ENTRIES, needsConfirmation, proposedLimit } from "@/lib/exports/export-size";
import { EXPORT_FORMATS } from "@/lib/exports/writers/types";
import { ColumnPicker } from "./column-picker";

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
  const queryClient = useQueryClient();
  const form = useFormAction(createExportAction);
  // Controlled: what they show depends on them (the date, the byte order mark).
  const [scope, setScope] = useState(untilSeq ? "loaded" : "all");
  const [fileFormat, setFileFormat] = useState<string>("csv");
  const [limit, setLimit] = useState(() =>
    String(proposedLimit(maxEntries, loadedCount ? Number(loadedCount) : undefined)),
  );
  // The same rule as the server's (lib/exports/schemas.ts): what was asked for, before the cap.
  const large = needsConfirmation(Number(limit));
  const queued = form.result?.ok;
  const confirmErrors = form.errors("confirmLarge");

  useEffect(() => {
    if (queued) void queryClient.invalidateQueries({ queryKey: ["exports"] });
  }, [queued, queryClient]);

  return (
    <Card>
      <CardTitle>{t("new")}</CardTitle>
      <ActionForm form={form} className="grid gap-4" success={t("queued")}>
        <Field id="export-user" label={t("userId")} errors={form.errors("userId")}>
          <Input name="userId" defaultValue={userId} required autoComplete="off" />
        </Field>

        <FieldGroup id="export-scope" legend={t("scope")} errors={form.errors("untilSeq")}>
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
            <Field id="export-since" label={t("sinceDate")} errors={form.errors("since")}>
              <Input name="since" type="date" required />
            </Field>
          )}
        </FieldGroup>

        <Field
          id="export-limit"
          label={t("limit")}
          hint={t("limitHint", {
            max: maxEntries,
            threshold: LARGE_EXPORT_ENTRIES,
          })}
          errors={form.errors("limit")}
        >
          <Input
            name="limit"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxEntries}
            step={1}
            value={limit}
            onChange={(event) => setLimit(event.target.value)}
            required
            className="w-40"
          />
        </Field>

        <FieldGroup id="export-format" legend={t("format")}>
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
          {fileFormat === "csv" && <Checkbox name="bom" defaultChecked label={t("bom")} />}
        </FieldGroup>

        <Checkbox name="includeDuplicates" label={t("includeDuplicates")} />

        <ColumnPicker id="export-columns" errors={form.errors("columns")} />

        {large && (
          <div className="grid gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
            <p id="export-cap">
              {t("largeWarning", {
                entries: Math.min(Number(limit), maxEntries),
                threshold: LARGE_EXPORT_ENTRIES,
              })}
            </p>
            <Checkbox
              name="confirmLarge"
              label={t("confirmLarge")}
              aria-invalid={confirmErrors ? true : undefined}
              aria-describedby={confirmErrors ? "export-confirm-error export-cap" : "export-cap"}
            />
            {confirmErrors && <FieldErrors id="export-confirm-error" errors={confirmErrors} />}
          </div>
        )}
        <Button type="submit" disabled={form.pending} className="justify-self-start">
          {t("start")}
        </Button>
      </ActionForm>
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
        className="h-4 w-4 shrink-0 accent-primary"
      />
      {children}
    </label>
  );
}
