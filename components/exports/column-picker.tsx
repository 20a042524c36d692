"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FieldGroup } from "@/components/ui/field";
import { Checkbox } from "@/components/ui/input";
import { DEFAULT_COLUMN_IDS, EXPORT_COLUMNS } from "@/lib/exports/columns";

const GROUPS = ["entry", "qris", "bill"] as const;

/** The columns of an export, by group (each with its count and "select all"), sent as `columns`. */
export function ColumnPicker({ id, errors }: { id: string; errors?: string[] }) {
  const t = useTranslations("exports");
  // Controlled: the counts per group and "select all" follow the boxes.
  const [columns, setColumns] = useState<Set<string>>(new Set(DEFAULT_COLUMN_IDS));
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
    <FieldGroup id={id} legend={t("columnsLabel")} errors={errors} className="gap-3">
      {GROUPS.map((group) => {
        const inGroup = EXPORT_COLUMNS.filter((c) => c.group === group);
        const all = inGroup.every((c) => columns.has(c.id));
        return (
          <details key={group} open={group === "entry"} className="rounded-md border p-3">
            <summary className="cursor-pointer text-sm font-medium">
              {t(`groups.${group}`)} ({inGroup.filter((c) => columns.has(c.id)).length}/{inGroup.length})
            </summary>
            <Checkbox
              checked={all}
              onChange={(e) => toggleGroup(group, e.target.checked)}
              label={t("selectAll")}
              className="mt-2 text-xs text-muted-foreground"
            />
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {inGroup.map((column) => (
                <Checkbox
                  key={column.id}
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
                  label={t(`columnNames.${column.id.replace(".", "_")}` as "columnNames.seq")}
                />
              ))}
            </div>
          </details>
        );
      })}
    </FieldGroup>
  );
}
