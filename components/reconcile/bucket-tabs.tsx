"use client";
import { useTranslations } from "next-intl";
import { Tab } from "@/components/inbox/inbox-tabs";
import type { ReconcileBucket } from "@/lib/reconciliation/types";
import type { RunSummary } from "@/lib/reconciliation/views";
import { bucketsOf, useBucketText } from "./bucket-text";
import { runHref } from "./run-href";

/** The run's rows by bucket; each tab keeps the search, and starts at the first page. */
export function BucketTabs({
  summary,
  bucket,
  q,
}: {
  summary: RunSummary;
  bucket: ReconcileBucket | null;
  q: string | null;
}) {
  const t = useTranslations("reconcile.screens.rows");
  const bucketText = useBucketText();
  const counts = new Map(summary.buckets.map((total) => [total.bucket, total.count]));
  return (
    <nav aria-label={t("tabs")} className="flex flex-wrap items-center gap-1">
      <Tab
        href={runHref(summary.run.id, { q })}
        active={!bucket}
        label={t("all")}
        count={{ count: summary.run.rowCount, more: false }}
      />
      {bucketsOf(summary.run.source).map((each) => (
        <Tab
          key={each}
          href={runHref(summary.run.id, { bucket: each, q })}
          active={bucket === each}
          label={bucketText(each)}
          count={{ count: counts.get(each) ?? 0, more: false }}
        />
      ))}
    </nav>
  );
}
