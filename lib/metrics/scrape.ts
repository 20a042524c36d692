import type { Db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { CIRCUIT_STATES } from "@/lib/provider/circuit-breaker";
import { breakerStates } from "@/lib/system/breaker-states";
import { thisInstance } from "@/lib/system/this-instance";
import { appMetrics } from "./registry";

/** Export jobs waiting or running now; the same on every instance, as it is read from the shared database. */
async function readExportQueue(db: Db, now: Date) {
  const metrics = appMetrics();
  const [active, oldest] = await Promise.all([
    db.exportJob.groupBy({
      by: ["state"],
      where: { state: { in: ["queued", "running"] } },
      _count: { _all: true },
    }),
    db.exportJob.findFirst({
      where: { state: "queued" },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true },
    }),
  ]);
  for (const state of ["queued", "running"]) {
    metrics.exportJobs.set({ state }, active.find((row) => row.state === state)?._count._all ?? 0);
  }
  metrics.exportOldestQueuedSeconds.set(
    oldest ? Math.max(0, (now.getTime() - oldest.createdAt.getTime()) / 1000) : 0,
  );
}

/**
 * This instance's metrics in Prometheus's text format. What is counted in memory is always there; the export
 * queue is read from the database, and left out (with a warning logged) when the database cannot answer.
 */
export async function renderMetrics(
  db: Db,
  now = new Date(),
): Promise<{ body: string; contentType: string }> {
  const metrics = appMetrics();
  metrics.providerCircuitState.reset();
  for (const { host, state } of breakerStates()) {
    for (const candidate of CIRCUIT_STATES) {
      metrics.providerCircuitState.set({ host, state: candidate }, candidate === state ? 1 : 0);
    }
  }
  const instance = thisInstance();
  metrics.instanceInfo.reset();
  metrics.instanceInfo.set({ instance: instance.id, version: instance.version }, 1);
  metrics.exportJobs.reset();
  metrics.exportOldestQueuedSeconds.reset();
  try {
    await readExportQueue(db, now);
  } catch (error) {
    log.warn("metrics_export_queue_unreadable", { error });
  }
  return { body: await metrics.registry.metrics(), contentType: metrics.registry.contentType };
}
