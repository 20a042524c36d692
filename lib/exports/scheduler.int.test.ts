import { beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { claimNext, finishJob } from "./jobs";
import { queueDueExports } from "./scheduler";
import { createSchedule, deleteSchedule, listSchedules, setSchedulePaused } from "./schedules";
import { createScheduleSchema } from "./schemas";

const HOUR = 3_600_000;
// 07:00 in Jakarta is 00:00 UTC.
const SLOT = new Date("2026-11-30T00:00:00Z");
const MADE = new Date("2026-11-29T09:00:00Z");

async function manager(roles: SessionUser["roles"] = ["manager"]) {
  const user = await makeUser(roles);
  return asRequester({ ...user, roles, locale: null, sessionId: "test-session" });
}

async function schedule(by: Awaited<ReturnType<typeof manager>>, fields: Record<string, unknown> = {}) {
  const input = createScheduleSchema.parse({
    userId: "user-7",
    format: "csv",
    columns: ["seq", "amount"],
    timeZone: "Asia/Jakarta",
    cadence: "daily",
    hour: "7",
    ...fields,
  });
  const { id } = await createSchedule(db(), by, input, "id");
  await db().exportSchedule.update({ where: { id }, data: { runsFrom: MADE } });
  return id;
}

const jobs = () =>
  db().exportJob.findMany({
    orderBy: { scheduleSlot: "asc" },
    select: {
      ownerId: true,
      userId: true,
      scheduleId: true,
      scheduleSlot: true,
      columns: true,
      locale: true,
    },
  });

describe("scheduled exports", () => {
  beforeEach(() => resetDb());

  it("queue one ordinary, audited export per slot, from the slot's hour in the schedule's zone", async () => {
    const by = await manager();
    const id = await schedule(by);
    expect(await queueDueExports(db(), new Date(SLOT.getTime() - 1))).toBe(0);
    expect(await queueDueExports(db(), SLOT)).toBe(1);
    expect(await queueDueExports(db(), new Date(SLOT.getTime() + HOUR))).toBe(0);
    expect(await jobs()).toEqual([
      {
        ownerId: by.user.id,
        userId: "user-7",
        scheduleId: id,
        scheduleSlot: SLOT,
        columns: JSON.stringify(["seq", "amount"]),
        locale: "id",
      },
    ]);
    const audited = await db().auditEvent.findMany({ where: { action: "export.create" } });
    expect(audited.map((entry) => [entry.actorId, JSON.parse(entry.detail ?? "{}").scheduleId])).toEqual([
      [by.user.id, id],
    ]);
    expect(await queueDueExports(db(), new Date(SLOT.getTime() + 24 * HOUR))).toBe(1);
    expect(await jobs()).toHaveLength(2);
  });

  it("queue one job for a slot however many instances look at once", async () => {
    const by = await manager();
    await schedule(by);
    await schedule(by, { cadence: "weekly", weekday: "1", hour: "7" });
    // 30 November 2026 is a Monday: both schedules are due.
    const counts = await Promise.all(Array.from({ length: 4 }, () => queueDueExports(db(), SLOT)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await jobs()).toHaveLength(2);
  });

  it("tell the owner the scheduled export's end, as scheduled", async () => {
    const by = await manager();
    await schedule(by);
    await queueDueExports(db(), SLOT);
    const job = await claimNext(db(), "worker-a");
    if (!job) throw new Error("no job");
    await finishJob(db(), job.id, "worker-a", {
      state: "done",
      entriesWritten: 3,
      pagesFetched: 1,
      truncated: false,
      fileName: "h.csv",
      fileSize: 10,
      expiresAt: new Date(Date.now() + HOUR),
    });
    const [told] = await db().notification.findMany();
    expect(told?.userId).toBe(by.user.id);
    expect(JSON.parse(told?.params ?? "{}")).toMatchObject({ outcome: "done", scheduled: true });
  });

  it("queue nothing while paused, skip the slots missed meanwhile, and nothing once deleted", async () => {
    const by = await manager();
    const id = await schedule(by);
    await setSchedulePaused(db(), by, id, true);
    expect(await queueDueExports(db(), SLOT)).toBe(0);
    await setSchedulePaused(db(), by, id, false, new Date(SLOT.getTime() + HOUR));
    expect(await queueDueExports(db(), new Date(SLOT.getTime() + 2 * HOUR))).toBe(0);
    expect(await queueDueExports(db(), new Date(SLOT.getTime() + 24 * HOUR))).toBe(1);
    await deleteSchedule(db(), by, id);
    expect(await queueDueExports(db(), new Date(SLOT.getTime() + 48 * HOUR))).toBe(0);
    // The job it queued stays in the list.
    expect(await jobs()).toMatchObject([{ scheduleId: null }]);
    expect(
      (await db().auditEvent.findMany({ where: { action: { startsWith: "export.schedule" } } })).map(
        (e) => e.action,
      ),
    ).toEqual([
      "export.schedule_create",
      "export.schedule_pause",
      "export.schedule_resume",
      "export.schedule_delete",
    ]);
  });

  it("queue nothing for an owner who may no longer export, and let no other manager change one", async () => {
    const by = await manager();
    const id = await schedule(by);
    await db().userRole.updateMany({ where: { userId: by.user.id }, data: { role: "agent" } });
    expect(await queueDueExports(db(), SLOT)).toBe(0);
    const other = await manager();
    await expect(setSchedulePaused(db(), other, id, true)).rejects.toMatchObject({
      code: "export_schedule_not_found",
    });
    await expect(deleteSchedule(db(), other, id)).rejects.toMatchObject({
      code: "export_schedule_not_found",
    });
    expect(await listSchedules(db(), { id: other.user.id, seesAll: false })).toEqual([]);
    const admin = await manager(["admin"]);
    expect(
      (await listSchedules(db(), { id: admin.user.id, seesAll: true }, MADE)).map((s) => s.nextRunAt),
    ).toEqual([SLOT.toISOString()]);
  });

  it("refuse a weekly schedule without its weekday", () => {
    const parsed = createScheduleSchema.safeParse({
      userId: "user-7",
      format: "csv",
      columns: ["seq"],
      timeZone: "Asia/Jakarta",
      cadence: "weekly",
      hour: "7",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["weekday"]);
  });
});
