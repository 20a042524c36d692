"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import type { RetentionRunRow, WorkersOverview } from "@/lib/system/overview-types";
import { cn } from "@/lib/ui/cn";
import { Moment } from "./moment";
import { Facts, Nothing, SubSection, SystemCard } from "./section";

function InstancesTable({ instances, now }: { instances: WorkersOverview["instances"]; now: string }) {
  const t = useTranslations("system.workers");
  if (instances.length === 0) return <Nothing>{t("noInstances")}</Nothing>;
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
    ["empty", exports.empty],
  ] as const;
  return (
    <Facts testId="export-jobs">
      {figures.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{t(label)}</dt>
          <dd
            className={cn(
              "tabular-nums",
              label === "failed" && value > 0 && "text-destructive",
              label === "empty" && value > 0 && "text-warning",
            )}
          >
            {format.number(value)}
          </dd>
        </div>
      ))}
      <dt className="text-muted-foreground">{t("oldestQueued")}</dt>
      <dd>{exports.oldestQueuedAt ? <Moment at={exports.oldestQueuedAt} now={now} /> : t("noneWaiting")}</dd>
    </Facts>
  );
}

function DeletedRows({ run }: { run: RetentionRunRow }) {
  const t = useTranslations("system.workers");
  const format = useFormatter();
  const deleted = Object.entries(run.deleted).filter(([, count]) => count > 0);
  if (deleted.length === 0) return <Nothing>{t("nothingDeleted")}</Nothing>;
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
  if (!last) return <Nothing>{t("noRun")}</Nothing>;
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
    <SystemCard id="system-workers" title={t("title")} className="gap-5">
      <SubSection id="system-instances" title={t("instances")} note={t("instancesNote")}>
        <InstancesTable instances={workers.instances} now={now} />
      </SubSection>
      <div className="grid gap-5 md:grid-cols-2">
        <SubSection id="system-exports" title={t("exports")} className="content-start">
          <ExportJobs exports={workers.exports} now={now} />
        </SubSection>
        <SubSection id="system-retention" title={t("retention")} className="content-start">
          <Retention retention={workers.retention} now={now} />
        </SubSection>
      </div>
    </SystemCard>
  );
}
