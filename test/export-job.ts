import { db } from "@/lib/db/client";
import { createJob } from "@/lib/exports/jobs";
import { createExportSchema } from "@/lib/exports/schemas";

/**
 * A history export queued for `ownerId` as the export form queues one: all of user-1's history, one column, as
 * CSV, unless `fields` (the form's fields) say otherwise.
 */
export function queueExport(
  ownerId: string,
  {
    fields = {},
    maxEntries = 10,
    timeZone = "Asia/Jakarta",
  }: {
    fields?: Record<string, unknown>;
    maxEntries?: number;
    timeZone?: string;
  } = {},
) {
  const input = createExportSchema.parse({
    userId: "user-1",
    scope: "all",
    limit: maxEntries,
    confirmLarge: "on",
    format: "csv",
    columns: ["seq"],
    ...fields,
  });
  return createJob(db(), input, { ownerId, locale: "en", timeZone, maxEntries, sinceAt: null });
}
