"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/**
 * A chart for the eye and the same figures as a table for screen readers, keyboards and exact reading: the
 * chart is one image described by `summary` (its own keyboard layer is off), the table opens beneath it.
 * What recharts draws inside (legend icons named as images, the legend's text, a tooltip announced as a
 * status) is hidden from assistive tech: an image's parts are not read, and they would repeat the summary.
 */
export function ChartWithTable({
  title,
  summary,
  chart,
  table,
  testId,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  testId: string;
}) {
  const t = useTranslations("system");
  return (
    <figure className="grid gap-2" data-testid={testId}>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div role="img" aria-label={summary} className="h-56 w-full">
        <div aria-hidden className="h-full w-full">
          {chart}
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t("showTable")}</summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}
