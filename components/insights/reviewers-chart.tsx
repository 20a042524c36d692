"use client";
import { useTranslations } from "next-intl";
import { links } from "@/lib/insights/links";
import type { Insights } from "@/lib/insights/query";
import type { InsightRange } from "@/lib/insights/range";
import { CountBars } from "./count-bars";

/** Reviews per reviewer, of the decisions that arrived in the range. */
export function ReviewersChart({
  reviewers,
  range,
}: {
  reviewers: Insights["reviewers"];
  range: InsightRange;
}) {
  const t = useTranslations("insights.reviewers");
  const days = { from: range.from, to: range.to };
  return (
    <CountBars
      testId="reviewers-chart"
      title={t("title")}
      summary={t("summary", {
        count: reviewers.length,
        reviews: reviewers.reduce((sum, r) => sum + r.count, 0),
      })}
      labelHeader={t("reviewer")}
      countHeader={t("count")}
      rows={reviewers.map((reviewer) => ({ ...reviewer, label: reviewer.name ?? t("former") }))}
      rowKey={(row) => row.id ?? "none"}
      link={(row) => links.reviewer(days, row.id)}
    />
  );
}
