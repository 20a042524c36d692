"use client";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Pagination } from "@/components/pagination";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBytes } from "@/lib/format/bytes";
import { CancelRunButton, DeleteRunButton } from "./run-controls";
import { runHref, runsHref } from "./run-href";
import { isActive, RunProgress, RunStateBadge } from "./run-state";
import { useRuns } from "./use-run";

/**
 * The runs the person may see (their own, or everyone's with `reconcile.viewAll`), a page at a time, newest
 * first, with live progress.
 */
export function RunList({ showOwner, page }: { showOwner: boolean; page: number }) {
  const t = useTranslations("reconcile.screens.runs");
  const format = useFormatter();
  const runs = useRuns(page);
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      {runs.isPending && (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      {runs.isError && (
        <Alert tone="error">
          {t("listFailed")}{" "}
          <Button variant="link" onClick={() => runs.refetch()}>
            {t("retry")}
          </Button>
        </Alert>
      )}
      {runs.data?.runs.length === 0 && (
        <p className="text-sm text-muted-foreground">{t(page > 1 ? "nonePastPage" : "none")}</p>
      )}
      <ul className="grid gap-3">
        {runs.data?.runs.map((run) => {
          const name = run.source === "ledger" ? (run.fileName ?? t("ledger")) : t("paste");
          return (
            <li key={run.id} className="grid gap-2 rounded-md border p-3" data-testid="reconcile-run">
              <div className="flex flex-wrap items-center gap-2">
                <RunStateBadge state={run.state} cancelRequested={run.cancelRequested} />
                <Link
                  href={runHref(run.id)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {name}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {t("rows", { count: run.rowCount })}
                  {run.fileSize !== null && ` · ${formatBytes(run.fileSize, format)}`}
                </span>
                <span className="ml-auto text-xs text-muted-foreground">
                  {showOwner && `${run.ownerEmail} · `}
                  {format.dateTime(new Date(run.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                </span>
              </div>
              {isActive(run.state) && <RunProgress rowsDone={run.rowsDone} rowCount={run.rowCount} />}
              <div className="flex flex-wrap items-center gap-2">
                {isActive(run.state) && !run.cancelRequested && (
                  <CancelRunButton id={run.id} label={t("cancelOf", { name })} />
                )}
                <DeleteRunButton id={run.id} label={t("deleteOf", { name })} />
              </div>
            </li>
          );
        })}
      </ul>
      {runs.data && (runs.data.total > runs.data.pageSize || page > 1) && (
        <Pagination
          page={page}
          pages={Math.max(1, Math.ceil(runs.data.total / runs.data.pageSize))}
          href={runsHref}
          label={t("pages")}
        />
      )}
    </Card>
  );
}
