"use server";
import { getLocale } from "next-intl/server";
import { z } from "zod";
import { audit } from "@/lib/audit/audit";
import { exportLimits } from "@/lib/exports/config";
import { createJob, requestCancel } from "@/lib/exports/jobs";
import { createExportSchema } from "@/lib/exports/schemas";
import { exportViewer } from "@/lib/exports/viewer";
import { startOfDay } from "@/lib/i18n/time-zone";
import { defineAction } from "@/lib/safe-action";

export const createExportAction = defineAction({
  name: "exports.create",
  permission: "exports.use",
  input: createExportSchema,
  async run(input, { user, db, ip }) {
    // "Since" a day means from its first moment in the manager's own time zone.
    const sinceAt = input.since ? startOfDay(input.since, user.timeZone) : null;
    const job = await createJob(db, input, {
      ownerId: user.id,
      // The language the manager is reading now, which is also the file's.
      locale: await getLocale(),
      timeZone: user.timeZone,
      maxEntries: exportLimits().maxEntries,
      sinceAt,
    });
    await audit(db, {
      actor: user,
      action: "export.create",
      target: { type: "export", id: job.id },
      outcome: "success",
      detail: {
        userId: input.userId,
        scope: input.scope,
        format: input.format,
        columns: input.columns.length,
      },
      ip,
    });
    return { id: job.id };
  },
});

export const cancelExportAction = defineAction({
  name: "exports.cancel",
  permission: "exports.use",
  input: z.object({ id: z.string().min(1).max(50) }),
  async run(input, { user, db, ip }) {
    await requestCancel(db, input.id, exportViewer(user));
    await audit(db, {
      actor: user,
      action: "export.cancel",
      target: { type: "export", id: input.id },
      outcome: "success",
      ip,
    });
    return null;
  },
});
