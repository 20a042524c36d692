import { can, type Role } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { inLockedTransaction, LOCKS } from "@/lib/db/locked-transaction";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { exportLimits } from "./config";
import { queueExport } from "./create-export";
import { proposedLimit } from "./export-size";
import { latestDueSlot, type ScheduleCadence } from "./schedule-slots";
import type { CreateExportInput } from "./schemas";
import type { ExportFormat } from "./writers/types";

type Schedule = Awaited<ReturnType<typeof dueSchedules>>[number];

function dueSchedules(db: Db) {
  return db.exportSchedule.findMany({
    where: { pausedAt: null, owner: { disabledAt: null } },
    include: { owner: { select: { id: true, email: true, roles: { select: { role: true } } } } },
  });
}

/** The export a schedule's slot runs: the whole history, up to the size that needs no confirmation. */
function scheduledInput(schedule: Schedule): CreateExportInput {
  return {
    userId: schedule.userId,
    scope: "all",
    untilSeq: undefined,
    since: undefined,
    limit: proposedLimit(exportLimits().maxEntries),
    format: schedule.format as ExportFormat,
    columns: JSON.parse(schedule.columns) as string[],
    includeDuplicates: false,
    bom: schedule.format === "csv",
    confirmLarge: false,
  };
}

/**
 * Queues the slot's export unless it is queued already, under the export queue's lock, so of two instances
 * looking at once one queues it and the other finds it (and the unique schedule and slot of a job holds
 * whatever happens). Audited as the schedule's owner's export.
 */
async function queueSlot(db: Db, schedule: Schedule, slot: Date): Promise<boolean> {
  try {
    return await inLockedTransaction(db, LOCKS.exportQueue, async (tx) => {
      const queued = await tx.exportJob.findUnique({
        where: { scheduleId_scheduleSlot: { scheduleId: schedule.id, scheduleSlot: slot } },
        select: { id: true },
      });
      if (queued) return false;
      await queueExport(
        tx,
        { user: { id: schedule.owner.id, email: schedule.owner.email }, ip: null },
        scheduledInput(schedule),
        { locale: schedule.locale, timeZone: schedule.timeZone, schedule: { id: schedule.id, slot } },
      );
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    // The owner has as many exports waiting as anyone may: the slot is tried again at the next look.
    if (error instanceof AppError && error.code === "exports_too_many") {
      log.warn("export_schedule_waiting", { scheduleId: schedule.id, reason: error.code });
      return false;
    }
    throw error;
  }
}

/**
 * Queues an export for every schedule whose latest slot at `now` has none yet: one job per schedule and slot.
 * An owner who lost the permission to export gets none. Returns how many were queued.
 */
export async function queueDueExports(db: Db, now = new Date()): Promise<number> {
  let queued = 0;
  for (const schedule of await dueSchedules(db)) {
    const roles = schedule.owner.roles.map((r) => r.role as Role);
    if (!can(roles, "exports.use")) continue;
    const slot = latestDueSlot(
      {
        cadence: schedule.cadence as ScheduleCadence,
        weekday: schedule.weekday,
        hour: schedule.hour,
        timeZone: schedule.timeZone,
      },
      now,
      schedule.runsFrom,
    );
    if (slot && (await queueSlot(db, schedule, slot))) queued += 1;
  }
  return queued;
}
