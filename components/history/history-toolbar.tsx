"use client";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isFiltering, type RowFilter } from "@/lib/history/row-filter";
import type { HistoryFormat } from "./use-history-format";

interface HistoryToolbarProps {
  filter: RowFilter;
  /** The types among the loaded entries. */
  types: string[];
  format: HistoryFormat;
  onChange: (change: Partial<RowFilter>) => void;
  onClear: () => void;
}

export function HistoryToolbar({ filter, types, format, onChange, onClear }: HistoryToolbarProps) {
  const t = useTranslations("history.filters");
  const id = useId();
  const choices = filter.type && !types.includes(filter.type) ? [...types, filter.type] : types;
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-end lg:grid-cols-[12rem_auto_minmax(0,1fr)_auto_auto]">
      <legend className="sr-only">{t("label")}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>{t("type")}</Label>
        <Select
          id={`${id}-type`}
          value={filter.type ?? ""}
          onChange={(event) => onChange({ type: event.target.value || null })}
        >
          <option value="">{t("allTypes")}</option>
          {choices.map((type) => (
            <option key={type} value={type}>
              {format.type(type)}
            </option>
          ))}
        </Select>
      </div>
      <Checkbox
        className="h-10 whitespace-nowrap"
        checked={filter.qrProblemsOnly}
        onChange={(event) => onChange({ qrProblemsOnly: event.target.checked })}
        label={t("qrProblemsOnly")}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>{t("search")}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          value={filter.query}
          placeholder={t("searchPlaceholder")}
          onChange={(event) => onChange({ query: event.target.value })}
        />
      </div>
      <Checkbox
        className="h-10"
        checked={filter.hideDuplicates}
        onChange={(event) => onChange({ hideDuplicates: event.target.checked })}
        label={t("hideDuplicates")}
      />
      <Button variant="ghost" onClick={onClear} disabled={!isFiltering(filter)}>
        <X className="h-4 w-4" aria-hidden />
        {t("clear")}
      </Button>
    </fieldset>
  );
}
