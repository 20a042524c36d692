"use client";
import { AlertTriangle } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Fragment } from "react";
import type { DecodedQris, QrisFieldNode } from "@/lib/qris/decoded-qris";
import { cn } from "@/lib/ui/cn";
import { useTagName } from "./use-tag-name";

/** Every tag of the payload, templates with their sub-tags, and the tags that disagree with the record marked. */
export function QrisFieldTable({
  decoded,
  differingTags,
}: {
  decoded: DecodedQris;
  differingTags: Set<string>;
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
    return (
      <tr
        key={`${path}-${field.offset}`}
        data-tag={path}
        data-differs={differs || undefined}
        className={cn("border-t align-top", differs && "bg-destructive/10")}
      >
        <td className={cn("px-2 py-1 font-mono whitespace-nowrap", child && "pl-6 text-muted-foreground")}>
          {path}
        </td>
        <td className="px-2 py-1">
          {tagName(field.name)}
          {differs && (
            <span className="ml-2 inline-flex items-center gap-1 text-xs font-medium text-destructive">
              <AlertTriangle className="h-3 w-3" aria-hidden />
              {t("differs")}
            </span>
          )}
        </td>
        <td className="px-2 py-1 text-right font-mono tabular-nums">{field.value.length}</td>
        <td className="px-2 py-1 font-mono break-all">
          {child || !field.children ? valueText(field, path) : ""}
        </td>
      </tr>
    );
  };

  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-xs" data-testid="qr-fields">
        <caption className="sr-only">{t("payload")}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t("tag")}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t("name")}
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              {t("length")}
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              {t("value")}
            </th>
          </tr>
        </thead>
        <tbody>
          {decoded.fields.map((field) => (
            <Fragment key={`${field.tag}-${field.offset}`}>
              {line(field, field.tag, false)}
              {field.children?.map((child) => line(child, `${field.tag}.${child.tag}`, true))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
