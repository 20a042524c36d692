"use client";
import { AlertTriangle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Fragment } from "react";
import type { DecodedQris, QrisFieldNode } from "@/lib/qris/decoded-qris";
import { cn } from "@/lib/ui/cn";
import { CompactRow, CompactTable, CompactTd } from "./compact-table";
import { useTagName } from "./use-tag-name";

/**
 * Every tag of the payload, templates with their sub-tags, and the tags that contradict the record marked: in
 * red where the contradiction marks the entry, in the warning colour where it is worth a look only.
 */
export function QrisFieldTable({
  decoded,
  differingTags,
  differingTagsThatMatter,
}: {
  decoded: DecodedQris;
  differingTags: Set<string>;
  differingTagsThatMatter: Set<string>;
}) {
  const t = useTranslations("history.qr");
  const tagName = useTagName();
  const locale = useLocale();

  // Top-level tags only: "01" inside a template is another field (a PAN, a bill number).
  const valueText = (field: QrisFieldNode, path: string) => {
    if (path === "01" && decoded.pointOfInitiation) {
      return `${field.value} (${t(`pointOfInitiation.${decoded.pointOfInitiation}`)})`;
    }
    if (path === "52" && decoded.merchantCategory) {
      return `${field.value} · ${decoded.merchantCategory[locale === "id" ? "id" : "en"]}`;
    }
    if (path === "53" && decoded.currency?.alpha) return `${field.value} (${decoded.currency.alpha})`;
    return field.value;
  };

  const line = (field: QrisFieldNode, path: string, child: boolean) => {
    const differs = differingTags.has(path);
    const matters = differingTagsThatMatter.has(path);
    return (
      <CompactRow
        key={`${path}-${field.offset}`}
        data-tag={path}
        data-differs={differs || undefined}
        differs={matters}
        className={cn(differs && !matters && "bg-warning/10")}
      >
        <CompactTd className={cn("font-mono whitespace-nowrap", child && "pl-6 text-muted-foreground")}>
          {path}
        </CompactTd>
        <CompactTd>
          {tagName(field.name)}
          {differs && (
            <span
              className={cn(
                "ml-2 inline-flex items-center gap-1 text-xs font-medium",
                matters ? "text-destructive" : "text-warning",
              )}
            >
              <AlertTriangle className="h-3 w-3" aria-hidden />
              {t("differs")}
            </span>
          )}
        </CompactTd>
        <CompactTd className="text-right font-mono tabular-nums">{field.value.length}</CompactTd>
        <CompactTd className="font-mono break-all">
          {child || !field.children ? valueText(field, path) : ""}
        </CompactTd>
      </CompactRow>
    );
  };

  return (
    <div className="overflow-x-auto rounded-md border">
      <CompactTable
        data-testid="qr-fields"
        caption={t("payload")}
        columns={[
          { label: t("tag") },
          { label: t("name") },
          { label: t("length"), numeric: true },
          { label: t("value") },
        ]}
      >
        {decoded.fields.map((field) => (
          <Fragment key={`${field.tag}-${field.offset}`}>
            {line(field, field.tag, false)}
            {field.children?.map((child) => line(child, `${field.tag}.${child.tag}`, true))}
          </Fragment>
        ))}
      </CompactTable>
    </div>
  );
}
