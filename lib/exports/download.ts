import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { readStoredFile } from "./file-store";
import { getVisibleJob } from "./jobs";
import { exportViewer } from "./viewer";
import type { ExportFormat } from "./writers/types";

export type ExportDownload =
  | {
      ok: true;
      file: ReadableStream<Uint8Array>;
      fileName: string;
      fileSize: number | null;
      format: ExportFormat;
    }
  | { ok: false; error: "export_not_found" | "export_expired" | "export_not_ready" };

/**
 * A finished file, for its owner and whoever sees all exports. Every download is audited, and so is every
 * attempt at an export the person may not see; asking too early or too late is not.
 */
export async function downloadExport(
  db: Db,
  by: Requester<SessionUser>,
  id: string,
): Promise<ExportDownload> {
  const { user } = by;
  const record = (outcome: "success" | "denied") =>
    audit(db, by, { action: "export.download", target: { type: "export", id }, outcome });
  let job: Awaited<ReturnType<typeof getVisibleJob>>;
  try {
    job = await getVisibleJob(db, id, exportViewer(user));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await record("denied");
    return { ok: false, error: "export_not_found" };
  }
  if (job.state !== "done" || job.fileDeletedAt || !job.fileName) {
    return { ok: false, error: job.fileDeletedAt ? "export_expired" : "export_not_ready" };
  }
  await record("success");
  return {
    ok: true,
    file: readStoredFile(db, id),
    fileName: job.fileName,
    fileSize: job.fileSize,
    format: job.format as ExportFormat,
  };
}
