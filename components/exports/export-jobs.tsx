"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { startTransition, useActionState, useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useErrorText } from "@/components/use-error-text";
import { cancelExportAction } from "@/lib/exports/actions";
import type { ExportJobRow } from "@/lib/exports/job-rows";
import { formatBytes } from "@/lib/format/bytes";

const TONE = {
  queued: "info",
  running: "info",
  done: "success",
  failed: "danger",
  cancelled: "neutral",
} as const;

async function fetchJobs(): Promise<ExportJobRow[]> {
  const response = await fetch("/api/exports", { cache: "no-store" });
  if (!response.ok) throw new Error(`exports list answered ${response.status}`);
  return ((await response.json()) as { jobs: ExportJobRow[] }).jobs;
}

/** The manager's exports; polled every second while one is queued or running, so progress is live. */
export function ExportJobs() {
  const t = useTranslations("exports");
  const format = useFormatter();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const jobs = useQuery({
    queryKey: ["exports"],
    queryFn: fetchJobs,
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.state === "queued" || job.state === "running") ? 1_000 : 15_000,
  });
  const [cancelled, cancel] = useActionState(cancelExportAction, null);
  useEffect(() => {
    if (cancelled) void queryClient.invalidateQueries({ queryKey: ["exports"] });
  }, [cancelled, queryClient]);

  return (
    <Card>
      <CardTitle>{t("history")}</CardTitle>
      {cancelled && !cancelled.ok && <Alert tone="error">{errorText.error(cancelled.error)}</Alert>}
      {jobs.isPending && (
        <div className="grid gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      {jobs.isError && (
        <Alert tone="error">
          {t("listFailed")}{" "}
          <Button variant="link" onClick={() => jobs.refetch()}>
            {t("retry")}
          </Button>
        </Alert>
      )}
      {jobs.data?.length === 0 && <p className="text-sm text-muted-foreground">{t("none")}</p>}
      <ul className="grid gap-3" aria-live="polite">
        {jobs.data?.map((job) => (
          <li key={job.id} className="grid gap-2 rounded-md border p-3" data-testid="export-job">
            <div className="flex flex-wrap items-center gap-2">
              {job.empty ? (
                <Badge tone="warning">{t("states.empty")}</Badge>
              ) : (
                <Badge tone={TONE[job.state]}>{t(`states.${job.state}`)}</Badge>
              )}
              <span className="font-mono text-sm">{job.userId}</span>
              <span className="text-sm text-muted-foreground">
                {t(`formats.${job.format}` as "formats.csv")} · {t(`scopes.${job.scope}` as "scopes.all")}
              </span>
              <span className="ml-auto text-xs text-muted-foreground">
                {format.dateTime(new Date(job.createdAt), { dateStyle: "medium", timeStyle: "short" })}
              </span>
            </div>
            {(job.state === "running" || job.state === "queued") && (
              <div className="grid gap-1">
                <div
                  className="h-2 overflow-hidden rounded bg-muted"
                  role="progressbar"
                  aria-label={t("progress")}
                  aria-valuetext={t("fetched", { entries: job.entriesWritten, pages: job.pagesFetched })}
                >
                  <div className="h-full w-1/3 animate-pulse rounded bg-primary" />
                </div>
                <p className="text-xs text-muted-foreground" data-testid="export-progress">
                  {t("fetched", { entries: job.entriesWritten, pages: job.pagesFetched })}
                </p>
              </div>
            )}
            <div className="flex flex-wrap items-center gap-3 text-sm">
              {job.empty && (
                <span className="text-warning" data-testid="export-empty">
                  {t("emptyWarning")}
                </span>
              )}
              {job.state === "done" && !job.empty && (
                <span>
                  {t("summary", { entries: job.entriesWritten })} ·{" "}
                  {job.fileSize === null ? "—" : formatBytes(job.fileSize, format)}
                  {job.truncated && <span className="text-warning"> · {t("truncated")}</span>}
                </span>
              )}
              {job.state === "failed" && (
                <span className="text-destructive">{errorText.error(job.failureReason ?? "unexpected")}</span>
              )}
              {job.state === "done" && !job.fileDeletedAt && (
                <a
                  className={buttonVariants({ variant: "secondary", size: "sm" })}
                  href={`/api/exports/${job.id}/download`}
                >
                  <Download className="h-4 w-4" aria-hidden />
                  {t("download")}
                </a>
              )}
              {job.state === "done" && job.fileDeletedAt && (
                <span className="text-muted-foreground">{t("expired")}</span>
              )}
              {job.state === "done" && job.expiresAt && !job.fileDeletedAt && (
                <span className="text-xs text-muted-foreground">
                  {t("expiresAt", {
                    date: format.dateTime(new Date(job.expiresAt), {
                      dateStyle: "medium",
                      timeStyle: "short",
                    }),
                  })}
                </span>
              )}
              {(job.state === "running" || job.state === "queued") && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => startTransition(() => cancel({ id: job.id }))}
                >
                  {t("cancel")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
