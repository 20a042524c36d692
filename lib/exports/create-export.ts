import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db, DbTx } from "@/lib/db/client";
import { inLockedTransaction, LOCKS } from "@/lib/db/locked-transaction";
import { AppError } from "@/lib/errors";
import { startOfDay } from "@/lib/i18n/time-zone";
import { exportLimits } from "./config";
import { exportBound } from "./export-size";
import { createJob } from "./jobs";
import type { CreateExportInput } from "./schemas";

/** How many of one person's exports may wait or run at once: more would only hold others' exports back. */
export const MAX_ACTIVE_EXPORTS_PER_PERSON = 3;

/**
 * A manager's new export, queued for the worker and audited; the file is written in `locale`. Refused with
 * `exports_too_many` while MAX_ACTIVE_EXPORTS_PER_PERSON of theirs are queued or running.
 */
export async function createExport(
  db: Db,
  by: Requester<SessionUser>,
  input: CreateExportInput,
  locale: string,
): Promise<{ id: string }> {
  // Counted and queued under one lock, so two requests at once cannot both take the last place.
  const job = await inLockedTransaction(db, LOCKS.exportQueue, (tx) =>
    queueExport(tx, by, input, { locale, timeZone: by.user.timeZone }),
  );
  return { id: job.id };
}

/**
 * Queues an export for `by.user` and audits it, in a transaction holding `LOCKS.exportQueue`: a person's, or a
 * schedule's slot (lib/exports/scheduler.ts), which the job then names (one job per slot).
 */
export async function queueExport(
  tx: DbTx,
  by: Requester,
  input: CreateExportInput,
  context: { locale: string; timeZone: string; schedule?: { id: string; slot: Date } },
): Promise<{ id: string }> {
  const { user } = by;
  const active = await tx.exportJob.count({
    where: { ownerId: user.id, state: { in: ["queued", "running"] } },
  });
  if (active >= MAX_ACTIVE_EXPORTS_PER_PERSON) throw new AppError("exports_too_many");
  const created = await createJob(tx, input, {
    ownerId: user.id,
    locale: context.locale,
    timeZone: context.timeZone,
    maxEntries: exportBound(input.limit, exportLimits().maxEntries),
    // "Since" a day means from its first moment in the manager's own time zone.
    sinceAt: input.since ? startOfDay(input.since, context.timeZone) : null,
    schedule: context.schedule ?? null,
  });
  await audit(tx, by, {
    action: "export.create",
    target: { type: "export", id: created.id },
    outcome: "success",
    detail: {
      userId: input.userId,
      scope: input.scope,
      format: input.format,
      columns: input.columns.length,
      limit: input.limit,
      scheduleId: context.schedule?.id ?? null,
    },
  });
  return created;
}
