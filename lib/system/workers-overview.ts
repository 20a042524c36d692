import type { Db } from "@/lib/db/client";
import { EMPTY_EXPORT } from "@/lib/exports/empty-export";
import { INSTANCE_GONE_AFTER_MS } from "./heartbeat";
import type { RetentionRunRow, WorkersOverview } from "./overview-types";
import { DAY_MS } from "./time-windows";

type RunRecord = {
  instanceId: string;
  startedAt: Date;
  finishedAt: Date;
  deleted: string;
  failure: string | null;
};

function runRow(run: RunRecord | null): RetentionRunRow | null {
  if (!run) return null;
  return {
    instanceId: run.instanceId,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt.toISOString(),
    deleted: JSON.parse(run.deleted) as Record<string, number>,
    failure: run.failure,
  };
}

/** Every instance by its heartbeat, export jobs of the last 24 hours, and the last retention passes. */
export async function getWorkersOverview(
  db: Db,
  now: Date,
  currentInstanceId: string,
): Promise<WorkersOverview> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [instances, active, finished, emptyDone, oldestQueued, lastRun, lastSucceeded] = await Promise.all([
    db.appInstance.findMany({ orderBy: [{ startedAt: "desc" }, { id: "asc" }] }),
    db.exportJob.groupBy({
      by: ["state"],
      where: { state: { in: ["queued", "running"] } },
      _count: { _all: true },
    }),
    db.exportJob.groupBy({
      by: ["state"],
      where: { state: { in: ["failed", "done"] }, finishedAt: { gte: dayAgo } },
      _count: { _all: true },
    }),
    db.exportJob.count({ where: { ...EMPTY_EXPORT, finishedAt: { gte: dayAgo } } }),
    db.exportJob.findFirst({
      where: { state: "queued" },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    }),
    db.retentionRun.findFirst({ orderBy: { startedAt: "desc" } }),
    db.retentionRun.findFirst({ where: { failure: null }, orderBy: { startedAt: "desc" } }),
  ]);
  const count = (rows: { state: string; _count: { _all: number } }[], state: string) =>
    rows.find((row) => row.state === state)?._count._all ?? 0;
  const goneBefore = now.getTime() - INSTANCE_GONE_AFTER_MS;
  // Running instances first, so a stopped one never pushes a live one out of sight.
  const byStatus = [...instances].sort(
    (x, y) => Number(x.lastSeenAt.getTime() < goneBefore) - Number(y.lastSeenAt.getTime() < goneBefore),
  );
  return {
    instances: byStatus.map((instance) => ({
      id: instance.id,
      version: instance.version,
      host: instance.host,
      pid: instance.pid,
      startedAt: instance.startedAt.toISOString(),
      lastSeenAt: instance.lastSeenAt.toISOString(),
      gone: instance.lastSeenAt.getTime() < goneBefore,
      current: instance.id === currentInstanceId,
    })),
    exports: {
      queued: count(active, "queued"),
      running: count(active, "running"),
      failed: count(finished, "failed"),
      done: count(finished, "done") - emptyDone,
      empty: emptyDone,
      oldestQueuedAt: oldestQueued?.createdAt.toISOString() ?? null,
    },
    retention: {
      last: runRow(lastRun),
      lastSucceeded: lastRun?.failure ? runRow(lastSucceeded) : null,
    },
  };
}
