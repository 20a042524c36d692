import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { nextSlot, type ScheduleCadence } from "./schedule-slots";
import type { CreateScheduleInput } from "./schemas";
import { type ExportViewer, exportViewer } from "./viewer";

/** How many schedules one person may keep: each runs an export against the provider by itself. */
export const MAX_SCHEDULES_PER_PERSON = 10;

export interface ExportScheduleRow {
  id: string;
  userId: string;
  format: string;
  columns: number;
  cadence: ScheduleCadence;
  weekday: number | null;
  hour: number;
  timeZone: string;
  paused: boolean;
  /** The next run; null while paused. */
  nextRunAt: string | null;
  ownerEmail: string;
}

/** The schedules the viewer may see (their own, or everyone's), oldest first. */
export async function listSchedules(
  db: Db,
  viewer: ExportViewer,
  now = new Date(),
): Promise<ExportScheduleRow[]> {
  const schedules = await db.exportSchedule.findMany({
    where: viewer.seesAll ? {} : { ownerId: viewer.id },
    orderBy: { createdAt: "asc" },
    include: { owner: { select: { email: true } } },
  });
  return schedules.map((schedule) => {
    const times = {
      cadence: schedule.cadence as ScheduleCadence,
      weekday: schedule.weekday,
      hour: schedule.hour,
      timeZone: schedule.timeZone,
    };
    return {
      id: schedule.id,
      userId: schedule.userId,
      format: schedule.format,
      columns: (JSON.parse(schedule.columns) as string[]).length,
      ...times,
      paused: schedule.pausedAt !== null,
      nextRunAt: schedule.pausedAt ? null : nextSlot(times, now).toISOString(),
      ownerEmail: schedule.owner.email,
    };
  });
}

/** A schedule the viewer may change (their own, or any if they see all); otherwise not found, so nothing leaks. */
async function visibleSchedule(tx: DbTx, id: string, viewer: ExportViewer) {
  const schedule = await tx.exportSchedule.findUnique({ where: { id } });
  if (!schedule || (!viewer.seesAll && schedule.ownerId !== viewer.id))
    throw new AppError("export_schedule_not_found");
  return schedule;
}

/** A manager's new schedule, its files written in `locale`; audited. */
export async function createSchedule(
  db: Db,
  by: Requester<SessionUser>,
  input: CreateScheduleInput,
  locale: string,
): Promise<{ id: string }> {
  return db.$transaction(async (tx) => {
    const kept = await tx.exportSchedule.count({ where: { ownerId: by.user.id } });
    if (kept >= MAX_SCHEDULES_PER_PERSON) throw new AppError("export_schedules_too_many");
    const created = await tx.exportSchedule.create({
      data: {
        ownerId: by.user.id,
        userId: input.userId,
        columns: JSON.stringify(input.columns),
        format: input.format,
        timeZone: input.timeZone,
        locale,
        cadence: input.cadence,
        weekday: input.cadence === "weekly" ? (input.weekday ?? null) : null,
        hour: input.hour,
      },
      select: { id: true },
    });
    await audit(tx, by, {
      action: "export.schedule_create",
      target: { type: "export_schedule", id: created.id },
      outcome: "success",
      detail: {
        userId: input.userId,
        format: input.format,
        columns: input.columns.length,
        cadence: input.cadence,
        weekday: input.cadence === "weekly" ? (input.weekday ?? null) : null,
        hour: input.hour,
        timeZone: input.timeZone,
      },
    });
    return created;
  });
}

/** Pauses or resumes a schedule; audited. A paused schedule queues nothing, and resumes at its next slot. */
export async function setSchedulePaused(
  db: Db,
  by: Requester<SessionUser>,
  id: string,
  paused: boolean,
  now = new Date(),
): Promise<void> {
  await db.$transaction(async (tx) => {
    await visibleSchedule(tx, id, exportViewer(by.user));
    // Resuming counts from now: the slots missed while paused are not run.
    await tx.exportSchedule.update({
      where: { id },
      data: paused ? { pausedAt: now } : { pausedAt: null, runsFrom: now },
    });
    await audit(tx, by, {
      action: paused ? "export.schedule_pause" : "export.schedule_resume",
      target: { type: "export_schedule", id },
      outcome: "success",
    });
  });
}

/** Deletes a schedule (its past jobs stay in the list); audited. */
export async function deleteSchedule(db: Db, by: Requester<SessionUser>, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await visibleSchedule(tx, id, exportViewer(by.user));
    await tx.exportSchedule.delete({ where: { id } });
    await audit(tx, by, {
      action: "export.schedule_delete",
      target: { type: "export_schedule", id },
      outcome: "success",
    });
  });
}
