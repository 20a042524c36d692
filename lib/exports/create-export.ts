import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { startOfDay } from "@/lib/i18n/time-zone";
import { exportLimits } from "./config";
import { exportBound } from "./export-size";
import { createJob } from "./jobs";
import type { CreateExportInput } from "./schemas";

/** A manager's new export, queued for the worker and audited; the file is written in `locale`. */
export async function createExport(
  db: Db,
  input: CreateExportInput,
  locale: string,
  { user, ip }: Requester<SessionUser>,
): Promise<{ id: string }> {
  const job = await createJob(db, input, {
    ownerId: user.id,
    locale,
    timeZone: user.timeZone,
    maxEntries: exportBound(input.limit, exportLimits().maxEntries),
    // "Since" a day means from its first moment in the manager's own time zone.
    sinceAt: input.since ? startOfDay(input.since, user.timeZone) : null,
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
      limit: input.limit,
    },
    ip,
  });
  return { id: job.id };
}
