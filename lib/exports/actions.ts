"use server";
import { revalidatePath } from "next/cache";
import { getLocale } from "next-intl/server";
import { defineAction } from "@/lib/safe-action";
import { cancelExport } from "./cancel-export";
import { createExport } from "./create-export";
import { createSchedule, deleteSchedule, setSchedulePaused } from "./schedules";
import {
  createExportSchema,
  createScheduleSchema,
  exportIdSchema,
  scheduleIdSchema,
  schedulePauseSchema,
} from "./schemas";

export const createExportAction = defineAction({
  name: "exports.create",
  permission: "exports.use",
  input: createExportSchema,
  // The file is written in the language the manager is reading now.
  run: async (input, { db, ...by }) => createExport(db, by, input, await getLocale()),
});

export const cancelExportAction = defineAction({
  name: "exports.cancel",
  permission: "exports.use",
  input: exportIdSchema,
  async run({ id }, { db, ...by }) {
    await cancelExport(db, by, id);
    return null;
  },
});

export const createScheduleAction = defineAction({
  name: "exports.scheduleCreate",
  permission: "exports.use",
  input: createScheduleSchema,
  async run(input, { db, ...by }) {
    const created = await createSchedule(db, by, input, await getLocale());
    revalidatePath("/exports");
    return created;
  },
});

export const setSchedulePausedAction = defineAction({
  name: "exports.schedulePause",
  permission: "exports.use",
  input: schedulePauseSchema,
  async run({ id, paused }, { db, ...by }) {
    await setSchedulePaused(db, by, id, paused);
    revalidatePath("/exports");
    return null;
  },
});

export const deleteScheduleAction = defineAction({
  name: "exports.scheduleDelete",
  permission: "exports.use",
  input: scheduleIdSchema,
  async run({ id }, { db, ...by }) {
    await deleteSchedule(db, by, id);
    revalidatePath("/exports");
    return null;
  },
});
