"use client";
import { useTranslations } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { ResponsiveContainer } from "recharts";

/** The height of a chart's frame (Tailwind's h-56). */
export const DEFAULT_CHART_HEIGHT = 224;

/** What names a chart: its caption, its one-sentence description, and its test id. */
export interface ChartFigure {
  testId: string;
  title: string;
  summary: string;
}

/**
 * A chart for the eye and the same figures as a table for screen readers, keyboards and exact reading: the
 * chart (a recharts chart, sized to its frame here) is one image described by `summary` (its own keyboard
 * layer is off), the table opens beneath it.
 * What recharts draws inside (legend icons named as images, the legend's text, a tooltip announced as a
 * status) is hidden from assistive tech: an image's parts are not read, and they would repeat the summary.
 */
export function ChartWithTable({
  title,
  summary,
  chart,
  table,
  testId,
  height = DEFAULT_CHART_HEIGHT,
}: ChartFigure & {
  chart: ReactElement;
  table: ReactNode;
  /** In pixels; a chart with a label per bar down its side grows with its bars. */
  height?: number;
}) {
  const t = useTranslations("system");
  return (
    <figure className="grid gap-2" data-testid={testId}>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div role="img" aria-label={summary} className="w-full" style={{ height }}>
        <div aria-hidden className="h-full w-full">
          <ResponsiveContainer width="100%" height="100%">
            {chart}
          </ResponsiveContainer>
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t("showTable")}</summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}
