"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardTitle } from "@/components/ui/card";
import { Table, Td, Th } from "@/components/ui/table";
import type { RetentionRunRow, WorkersOverview } from "@/lib/system/overview-types";
import { cn } from "@/lib/ui/cn";
import { Moment } from "./moment";

function InstancesTable({ instances, now }: { instances: WorkersOverview["instances"]; now: string }) {
  const t = useTranslations("system.workers");
  if (instances.length === 0) return <p className="text-sm text-muted-foreground">{t("noInstances")}</p>;
  return (
    <Table>
      <thead>
        <tr>
          <Th>{t("instance")}</Th>
          <Th>{t("version")}</Th>
          <Th>{t("started")}</Th>
          <Th>{t("lastSeen")}</Th>
          <Th>{t("status")}</Th>
        </tr>
      </thead>
      <tbody>
        {instances.map((instance) => (
          <tr
            key={instance.id}
            data-testid="instance"
            data-gone={instance.gone}
            className={cn(instance.gone && "text-muted-foreground")}
          >
            <Td className="font-mono text-xs break-all">
              {instance.id}
              {instance.current && (
                <span className="ml-2 font-sans text-muted-foreground">({t("thisInstance")})</span>
              )}
            </Td>
            <Td className="font-mono text-xs">{instance.version}</Td>
            <Td>
              <Moment at={instance.startedAt} now={now} />
            </Td>
            <Td>
              <Moment at={instance.lastSeenAt} now={now} />
            </Td>
            <Td>
              <Badge tone={instance.gone ? "neutral" : "success"}>
                {instance.gone ? t("gone") : t("running")}
              </Badge>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function ExportJobs({ exports, now }: { exports: WorkersOverview["exports"]; now: string }) {
  const t = useTranslations("system.workers");
  const format = useFormatter();
  const figures = [
    ["queued", exports.queued],
    ["running_jobs", exports.running],
    ["failed", exports.failed],
    ["done", exports.done],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="export-jobs">
      {figures.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{t(label)}</dt>
          <dd className={cn("tabular-nums", label === "failed" && value > 0 && "text-destructive")}>
            {format.number(value)}
          </dd>
        </div>
      ))}
      <dt className="text-muted-foreground">{t("oldestQueued")}</dt>
      <dd>{exports.oldestQueuedAt ? <Moment at={exports.oldestQueuedAt} now={now} /> : t("noneWaiting")}</dd>
    </dl>
  );
}

function DeletedRows({ run }: { run: RetentionRunRow }) {
  const t = useTranslations("system.workers");
  const format = useFormatter();
  const deleted = Object.entries(run.deleted).filter(([, count]) => count > 0);
  if (deleted.length === 0) return <p className="text-sm text-muted-foreground">{t("nothingDeleted")}</p>;
  return (
    <ul className="grid gap-0.5 text-sm">
      {deleted.map(([table, count]) => (
        <li key={table}>
          {t.has(`tables.${table}`) ? t(`tables.${table}` as "tables.sessions") : table}:{" "}
          <span className="tabular-nums">{format.number(count)}</span>
        </li>
      ))}
    </ul>
  );
}

function Retention({ retention, now }: { retention: WorkersOverview["retention"]; now: string }) {
  const t = useTranslations("system.workers");
  const { last, lastSucceeded } = retention;
  if (!last) return <p className="text-sm text-muted-foreground">{t("noRun")}</p>;
  return (
    <div className="grid gap-2 text-sm" data-testid="retention">
      <p>
        {t("lastRun")}: <Moment at={last.startedAt} now={now} />{" "}
        <span className="font-mono text-xs text-muted-foreground">
          {t("ranOn", { instance: last.instanceId })}
        </span>
      </p>
      {last.failure ? (
        <>
          <Alert tone="error">{t("lastRunFailed", { reason: last.failure })}</Alert>
          <p>
            {t("lastSucceeded")}:{" "}
            {lastSucceeded ? <Moment at={lastSucceeded.startedAt} now={now} /> : t("neverSucceeded")}
          </p>
        </>
      ) : (
        <div className="grid gap-1">
          <p className="text-muted-foreground">{t("deleted")}</p>
          <DeletedRows run={last} />
        </div>
      )}
    </div>
  );
}

export function WorkersSection({ workers, now }: { workers: WorkersOverview; now: string }) {
  const t = useTranslations("system.workers");
  return (
    <Card aria-labelledby="system-workers" className="grid gap-5">
      <CardTitle id="system-workers" className="mb-0">
        {t("title")}
      </CardTitle>
      <section className="grid gap-2" aria-labelledby="system-instances">
        <h3 id="system-instances" className="text-sm font-semibold">
          {t("instances")}
        </h3>
        <InstancesTable instances={workers.instances} now={now} />
        <p className="text-xs text-muted-foreground">{t("instancesNote")}</p>
      </section>
      <div className="grid gap-5 md:grid-cols-2">
        <section className="grid content-start gap-2" aria-labelledby="system-exports">
          <h3 id="system-exports" className="text-sm font-semibold">
            {t("exports")}
          </h3>
          <ExportJobs exports={workers.exports} now={now} />
        </section>
        <section className="grid content-start gap-2" aria-labelledby="system-retention">
          <h3 id="system-retention" className="text-sm font-semibold">
            {t("retention")}
          </h3>
          <Retention retention={workers.retention} now={now} />
        </section>
      </div>
    </Card>
  );
}
