"use client";
import { useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { FilterBar } from "@/components/filter-bar";
import { Pagination } from "@/components/pagination";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import { formatBytes } from "@/lib/format/bytes";
import type { RunRowsPage, RunSummary } from "@/lib/reconciliation/views";
import { BucketTabs } from "./bucket-tabs";
import { useBucketText } from "./bucket-text";
import { CancelRunButton, DeleteRunButton, RetryErrorsButton } from "./run-controls";
import { type RunRowsFilter, runExportHref, runHref } from "./run-href";
import { RunRowsTable } from "./run-rows-table";
import { isActive, RunProgress, RunStateBadge } from "./run-state";
import { RunSummaryTable } from "./run-summary";
import { runKey, useRunRows, useRunSummary } from "./use-run";

/** A run's page: its progress and totals, kept live while it runs, and its rows by bucket. */
export function RunView({
  summary: initialSummary,
  rows: initialRows,
  filter,
  showOwner,
}: {
  summary: RunSummary;
  rows: RunRowsPage;
  filter: RunRowsFilter;
  showOwner: boolean;
}) {
  const t = useTranslations("reconcile.screens.run");
  const format = useFormatter();
  const errorText = useErrorText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const summary = useRunSummary(initialSummary).data;
  const { run } = summary;
  const active = isActive(run.state);
  const rows = useRunRows(run.id, filter, initialRows, active).data;
  const name = run.source === "ledger" ? (run.fileName ?? t("ledger")) : t("paste");
  const errors = summary.buckets.find((total) => total.bucket === "provider_error")?.count ?? 0;

  // The last rows answered before the run stopped: asked once more when it does.
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active)
      void queryClient.invalidateQueries({ queryKey: [...runKey(run.id), "rows"] });
    wasActive.current = active;
  }, [active, queryClient, run.id]);

  return (
    <div className="grid gap-5">
      <Card className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {/* Announced when it changes (done, cancelled); the progress beside it is not, it moves every second. */}
          <span role="status">
            <RunStateBadge state={run.state} cancelRequested={run.cancelRequested} />
          </span>
          <span className="text-sm text-muted-foreground">
            {t("rows", { count: run.rowCount })}
            {run.fileSize !== null && ` · ${formatBytes(run.fileSize, format)}`}
            {showOwner && ` · ${run.ownerEmail}`}
            {" · "}
            {format.dateTime(new Date(run.createdAt), { dateStyle: "medium", timeStyle: "short" })}
          </span>
        </div>
        {active && <RunProgress rowsDone={run.rowsDone} rowCount={run.rowCount} />}
        {run.state === "failed" && (
          <p className="text-sm text-destructive">{errorText.error(run.failureReason ?? "unexpected")}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {!active && <RetryErrorsButton id={run.id} count={errors} />}
          {active && !run.cancelRequested && <CancelRunButton id={run.id} label={t("cancelOf", { name })} />}
          <DeleteRunButton
            id={run.id}
            label={t("deleteOf", { name })}
            onDone={() => router.push("/reconcile")}
          />
        </div>
      </Card>

      <section aria-labelledby="run-summary-title" className="grid gap-3">
        <h2 id="run-summary-title" className="text-base font-semibold">
          {t("summary")}
        </h2>
        <RunSummaryTable summary={summary} />
      </section>

      <section aria-labelledby="run-rows-title" className="grid gap-3">
        <h2 id="run-rows-title" className="text-base font-semibold">
          {t("results")}
        </h2>
        <BucketTabs summary={summary} bucket={filter.bucket ?? null} q={filter.q ?? null} />
        <FilterBar clearHref={runHref(run.id, { bucket: filter.bucket })} className="lg:grid-cols-3">
          {filter.bucket && <input type="hidden" name="bucket" value={filter.bucket} />}
          <Field id="run-search" label={t("search")} hint={t("searchHint")} className="lg:col-span-2">
            <Input id="run-search" name="q" type="search" defaultValue={filter.q ?? ""} autoComplete="off" />
          </Field>
        </FilterBar>
        <ExportLinks id={run.id} filter={filter} total={rows.total} />
        <RunRowsTable rows={rows.rows} compared={run.source === "ledger"} />
        <Pagination
          page={rows.page}
          pages={Math.max(1, Math.ceil(rows.total / rows.pageSize))}
          href={(page) => runHref(run.id, { ...filter, page })}
        />
      </section>
    </div>
  );
}

/** The results as a file, of exactly the rows the filter shows (every page of them), saying which those are. */
function ExportLinks({ id, filter, total }: { id: string; filter: RunRowsFilter; total: number }) {
  const t = useTranslations("reconcile.screens.run");
  const bucketText = useBucketText();
  const scope = t("exportScope", {
    count: total,
    bucket: filter.bucket ? bucketText(filter.bucket) : t("exportAllBuckets"),
    searched: filter.q ? "true" : "false",
    q: filter.q ?? "",
  });
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="run-export">
      <p id="run-export-scope" className="text-sm text-muted-foreground">
        {scope}
      </p>
      {(["csv", "xlsx"] as const).map((format) => (
        <a
          key={format}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
          href={runExportHref(id, format, filter)}
          aria-describedby="run-export-scope"
          download
        >
          <Download className="h-4 w-4" aria-hidden />
          {t(format === "csv" ? "exportCsv" : "exportXlsx")}
        </a>
      ))}
    </div>
  );
}
