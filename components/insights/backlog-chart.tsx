"use client";
import { useTranslations } from "next-intl";
import type { BacklogAge } from "@/lib/inbox/schemas";
import { links } from "@/lib/insights/links";
import { CountBars } from "./count-bars";

/** Unreviewed decisions now, by how long they have waited. */
export function BacklogChart({ backlog }: { backlog: { age: BacklogAge; count: number }[] }) {
  const t = useTranslations("insights.backlog");
  const total = backlog.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <CountBars
      testId="backlog-chart"
      title={t("title")}
      summary={t("summary", { total })}
      labelHeader={t("age")}
      countHeader={t("count")}
      rows={backlog.map((bucket) => ({ ...bucket, label: t(`ages.${bucket.age}`) }))}
      rowKey={(row) => row.age}
      link={(row) => links.backlog(row.age)}
    />
  );
}
