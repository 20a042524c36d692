import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/config";
import { log } from "@/lib/log";
import type { ProviderClient } from "@/lib/provider/client";
import { ProviderError } from "@/lib/provider/errors";
import { realRetryDependencies } from "@/lib/provider/retry";
import { loadProviderCodes } from "@/lib/provider-codes/dictionary";
import { codeLabeller } from "@/lib/provider-codes/labeller";
import { selectColumns, toExportRow } from "./columns";
import { exportFileName } from "./file-name";
import { storeFile } from "./file-store";
import { columnHeaders } from "./headers";
import { historyPages } from "./history-source";
import { finishJob, heartbeat, LEASE_MS } from "./jobs";
import { readAhead } from "./read-ahead";
import { createWriter, FILE_EXTENSION } from "./writers";
import type { ExportFormat } from "./writers/types";

/** How often the lease is renewed while nothing else renews it: a wait the provider asked for, the file's copy. */
const RENEW_EVERY_MS = LEASE_MS / 3;

/** The lease ended during a wait: another instance took the job (`lost`), or its owner cancelled it. */
class LeaseEnded extends Error {
  constructor(readonly beat: "lost" | "cancel") {
    super(`export lease ended: ${beat}`);
  }
}

/**
 * How often progress is saved (and the lease renewed, and a cancel looked for) while pages arrive: pages come
 * many times a second, and two queries per page would cost the export more than writing the page does.
 */
const PROGRESS_EVERY_MS = 1_000;

type Job = NonNullable<Awaited<ReturnType<Db["exportJob"]["findUnique"]>>>;

export interface RunOptions {
  pageSize: number;
  retentionHours: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

/**
 * Runs one claimed export: the provider serves the next page while the current one is written (one page
 * ahead, no more), and each entry goes straight to the file, so memory stays flat; at most every second,
 * between pages, progress is saved and the lease renewed, which is also where a cancel is noticed. The
 * finished file is copied into the database for any instance to serve.
 */
export async function runExport(
  db: Db,
  client: ProviderClient,
  job: Job,
  worker: string,
  options: RunOptions,
): Promise<"done" | "failed" | "cancelled" | "lost"> {
  const now = options.now ?? (() => new Date());
  const format = job.format as ExportFormat;
  const columns = selectColumns(JSON.parse(job.columns) as string[]);
  // The dictionary is read once: every entry's codes are labelled as the screen labels them, in the export's language.
  const label = codeLabeller(await loadProviderCodes(db), job.locale as Locale);
  const dir = await mkdtemp(path.join(tmpdir(), "export-"));
  const file = path.join(dir, `export.${FILE_EXTENSION[format]}`);
  const writer = await createWriter(format, {
    path: file,
    columns,
    headers: columnHeaders(job.locale as Locale, job.timeZone),
    timeZone: job.timeZone,
    bom: job.bom,
  });
  let entriesWritten = 0;
  let pagesFetched = 0;
  let truncated = false;
  let progressSavedAt = now().getTime();
  const renew = () => heartbeat(db, job.id, worker, { entriesWritten, pagesFetched }, now());
  // A page the provider asks us to fetch again later may wait longer than the lease lasts (Retry-After up to a
  // minute, several times): the wait renews it, or another instance would take the job for abandoned.
  const sleep = options.sleep ?? realRetryDependencies.sleep;
  const waitKeepingLease = async (ms: number) => {
    for (let left = ms; left > 0; left -= RENEW_EVERY_MS) {
      await sleep(Math.min(left, RENEW_EVERY_MS));
      const beat = await renew();
      if (beat !== "continue") throw new LeaseEnded(beat);
    }
  };
  const source = historyPages(client, job.userId, { ...options, sleep: waitKeepingLease });
  try {
    pages: for await (const entries of readAhead(source)) {
      pagesFetched += 1;
      for (const entry of entries) {
        if (job.untilSeq !== null && entry.seq < job.untilSeq) break pages;
        if (job.sinceAt !== null && entry.ts < job.sinceAt.getTime()) break pages;
        if (!job.includeDuplicates && entry.duplicateEvent) continue;
        if (entriesWritten >= job.maxEntries) {
          truncated = true;
          break pages;
        }
        const row = toExportRow(entry, label);
        await writer.write(columns.map((column) => column.value(row)));
        entriesWritten += 1;
      }
      if (now().getTime() - progressSavedAt < PROGRESS_EVERY_MS) continue;
      progressSavedAt = now().getTime();
      const beat = await renew();
      if (beat !== "continue") throw new LeaseEnded(beat);
    }
    const fileSize = await writer.close();
    // A large file takes a while to copy: the lease is renewed meanwhile, or another instance would take the
    // job for abandoned and fail it under the copy.
    const copy = { beat: "continue" as Awaited<ReturnType<typeof heartbeat>>, at: now().getTime() };
    const copied = await storeFile(db, job.id, file, async () => {
      if (now().getTime() - copy.at < RENEW_EVERY_MS) return true;
      copy.at = now().getTime();
      copy.beat = await renew();
      return copy.beat === "continue";
    });
    if (!copied) {
      await db.exportChunk.deleteMany({ where: { jobId: job.id } });
      if (copy.beat === "lost") return "lost";
      await finishJob(db, job.id, worker, { state: "cancelled", entriesWritten, pagesFetched }, now());
      return "cancelled";
    }
    const finishedAt = now();
    const finished = await finishJob(
      db,
      job.id,
      worker,
      {
        state: "done",
        entriesWritten,
        pagesFetched,
        truncated,
        fileName: exportFileName(job.userId, format, finishedAt),
        fileSize,
        expiresAt: new Date(finishedAt.getTime() + options.retentionHours * 3_600_000),
      },
      finishedAt,
    );
    if (!finished) {
      await db.exportChunk.deleteMany({ where: { jobId: job.id } });
      return "lost";
    }
    return "done";
  } catch (error) {
    await writer.abort();
    if (error instanceof LeaseEnded) {
      if (error.beat === "lost") return "lost";
      await finishJob(db, job.id, worker, { state: "cancelled", entriesWritten, pagesFetched }, now());
      return "cancelled";
    }
    const failureReason = error instanceof ProviderError ? error.code : "unexpected";
    log.warn("export_failed", { jobId: job.id, reason: failureReason, error });
    await db.exportChunk.deleteMany({ where: { jobId: job.id } });
    await finishJob(
      db,
      job.id,
      worker,
      { state: "failed", failureReason, entriesWritten, pagesFetched },
      now(),
    );
    return "failed";
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
