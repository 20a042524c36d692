import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { tellExportEnded } from "./job-notice";
import type { CreateExportInput } from "./schemas";
import type { ExportViewer } from "./viewer";

/** Jobs whose worker has not renewed its lease for this long are taken to have died with their instance. */
export const LEASE_MS = 30_000;

export interface NewJobContext {
  ownerId: string;
  locale: string;
  timeZone: string;
  maxEntries: number;
  /** Start of the `since` day in the owner's zone, as an instant. */
  sinceAt: Date | null;
  /** The schedule and slot a scheduled export runs for. */
  schedule?: { id: string; slot: Date } | null;
}

export async function createJob(db: DbTx, input: CreateExportInput, context: NewJobContext) {
  return db.exportJob.create({
    data: {
      ownerId: context.ownerId,
      userId: input.userId,
      scope: input.scope,
      untilSeq: input.scope === "loaded" ? (input.untilSeq ?? null) : null,
      sinceAt: input.scope === "since" ? context.sinceAt : null,
      format: input.format,
      columns: JSON.stringify(input.columns),
      includeDuplicates: input.includeDuplicates,
      bom: input.bom,
      locale: context.locale,
      timeZone: context.timeZone,
      maxEntries: context.maxEntries,
      scheduleId: context.schedule?.id ?? null,
      scheduleSlot: context.schedule?.slot ?? null,
    },
  });
}

const listed = {
  id: true,
  userId: true,
  scope: true,
  format: true,
  state: true,
  entriesWritten: true,
  pagesFetched: true,
  truncated: true,
  failureReason: true,
  fileSize: true,
  fileName: true,
  createdAt: true,
  finishedAt: true,
  expiresAt: true,
  fileDeletedAt: true,
  ownerId: true,
} as const;

/** A manager's own exports, newest first (or everyone's, for a viewer who sees all). */
export function listJobs(db: Db, viewer: ExportViewer, take = 50) {
  return db.exportJob.findMany({
    where: viewer.seesAll ? {} : { ownerId: viewer.id },
    orderBy: { createdAt: "desc" },
    take,
    select: { ...listed, owner: { select: { email: true } } },
  });
}

/** A job the viewer may see (their own, or any if they see all); otherwise not found, so nothing leaks. */
export async function getVisibleJob(db: DbTx, id: string, viewer: ExportViewer) {
  const job = await db.exportJob.findUnique({ where: { id } });
  if (!job || (!viewer.seesAll && job.ownerId !== viewer.id)) throw new AppError("export_not_found");
  return job;
}

export async function requestCancel(db: DbTx, id: string, viewer: ExportViewer, now = new Date()) {
  await getVisibleJob(db, id, viewer);
  // A queued job is cancelled at once; a running one stops between two pages, within about a second.
  await db.exportJob.updateMany({
    where: { id, state: "queued" },
    data: { state: "cancelled", finishedAt: now },
  });
  await db.exportJob.updateMany({ where: { id, state: "running" }, data: { cancelRequested: true } });
}

/** Takes the oldest queued job for this worker, or null; atomic across instances. */
export async function claimNext(db: Db, worker: string, now = new Date()) {
  const candidates = await db.exportJob.findMany({
    where: { state: "queued" },
    orderBy: { createdAt: "asc" },
    take: 5,
    select: { id: true },
  });
  for (const { id } of candidates) {
    const { count } = await db.exportJob.updateMany({
      where: { id, state: "queued" },
      data: {
        state: "running",
        leaseOwner: worker,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
        startedAt: now,
      },
    });
    if (count === 1) return db.exportJob.findUniqueOrThrow({ where: { id } });
  }
  return null;
}

/** Renews the lease and records progress; returns false when the job is no longer ours or was cancelled. */
export async function heartbeat(
  db: Db,
  id: string,
  worker: string,
  progress: { entriesWritten: number; pagesFetched: number },
  now = new Date(),
): Promise<"continue" | "cancel" | "lost"> {
  const { count } = await db.exportJob.updateMany({
    where: { id, leaseOwner: worker, state: "running" },
    data: { ...progress, leaseUntil: new Date(now.getTime() + LEASE_MS) },
  });
  if (count === 0) return "lost";
  const job = await db.exportJob.findUnique({ where: { id }, select: { cancelRequested: true } });
  return job?.cancelRequested ? "cancel" : "continue";
}

export async function finishJob(
  db: Db,
  id: string,
  worker: string,
  result:
    | {
        state: "done";
        entriesWritten: number;
        pagesFetched: number;
        truncated: boolean;
        fileName: string;
        fileSize: number;
        expiresAt: Date;
      }
    | { state: "failed"; failureReason: string; entriesWritten: number; pagesFetched: number }
    | { state: "cancelled"; entriesWritten: number; pagesFetched: number },
  now = new Date(),
): Promise<boolean> {
  // False when the lease was lost meanwhile: another instance has already failed the job.
  return db.$transaction(async (tx) => {
    const { count } = await tx.exportJob.updateMany({
      where: { id, leaseOwner: worker },
      data: { ...result, finishedAt: now, leaseOwner: null, leaseUntil: null },
    });
    if (count === 1) await tellExportEnded(tx, id);
    return count === 1;
  });
}

/**
 * Jobs left "running" by an instance that stopped (its lease ran out) are marked failed: a job never stays
 * running forever, and the manager can start it again.
 */
export async function failAbandoned(db: Db, now = new Date()): Promise<number> {
  const abandoned = { state: "running", leaseUntil: { lt: now } };
  const jobs = await db.exportJob.findMany({ where: abandoned, select: { id: true } });
  let failed = 0;
  for (const { id } of jobs) {
    // Each job on its own, its owner told with it; another instance failing it too finds it failed already.
    failed += await db.$transaction(async (tx) => {
      const { count } = await tx.exportJob.updateMany({
        where: { id, ...abandoned },
        data: {
          state: "failed",
          failureReason: "interrupted",
          finishedAt: now,
          leaseOwner: null,
          leaseUntil: null,
        },
      });
      if (count === 1) await tellExportEnded(tx, id);
      return count;
    });
  }
  return failed;
}

/**
 * Deletes the files of finished exports past their retention (the job stays in the history, marked deleted),
 * and whatever chunks a job that did not finish left behind: it has no expiry and never serves a file (its
 * copy was cut short by a failure, a cancel, or a lease lost to another instance). A running job keeps its
 * chunks: it may be copying them right now. Returns how many jobs' files were deleted.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<number> {
  const expired = await db.exportJob.findMany({
    where: { expiresAt: { lt: now }, fileDeletedAt: null },
    select: { id: true },
  });
  for (const { id } of expired) {
    await db.$transaction([
      db.exportChunk.deleteMany({ where: { jobId: id } }),
      db.exportJob.update({ where: { id }, data: { fileDeletedAt: now } }),
    ]);
  }
  const unfinished = await db.exportJob.findMany({
    where: { state: { notIn: ["done", "running", "queued"] }, chunks: { some: {} } },
    select: { id: true },
  });
  for (const { id } of unfinished) await db.exportChunk.deleteMany({ where: { jobId: id } });
  return expired.length + unfinished.length;
}
