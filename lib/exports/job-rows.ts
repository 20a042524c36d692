import type { Db } from "@/lib/db/client";
import { isEmptyExport } from "./empty-export";
import { listJobs } from "./jobs";
import type { ExportState } from "./schemas";
import type { ExportViewer } from "./viewer";

type ListedJob = Awaited<ReturnType<typeof listJobs>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toRow({ owner, ...job }: ListedJob) {
  return {
    ...job,
    state: job.state as ExportState,
    /** Done, but with no entry at all: shown as a warning to check the user ID. */
    empty: isEmptyExport(job),
    createdAt: job.createdAt.toISOString(),
    finishedAt: iso(job.finishedAt),
    expiresAt: iso(job.expiresAt),
    fileDeletedAt: iso(job.fileDeletedAt),
    ownerEmail: owner.email,
  };
}

/** One export as the Exports page polls it (GET /api/exports): plain JSON, times as ISO 8601. */
export type ExportJobRow = ReturnType<typeof toRow>;

/** The viewer's exports with their progress, newest first. */
export async function listJobRows(db: Db, viewer: ExportViewer): Promise<ExportJobRow[]> {
  return (await listJobs(db, viewer)).map(toRow);
}
