import type { DbTx } from "@/lib/db/client";
import { notify } from "@/lib/notifications/notify";

/**
 * Tells a job's owner that it finished or failed, in the transaction that ended it: the job's id and outcome are
 * the event, so an end noticed twice is told once. A cancel is the owner's own doing and is not told.
 */
export async function tellExportEnded(tx: DbTx, jobId: string): Promise<void> {
  const job = await tx.exportJob.findUniqueOrThrow({
    where: { id: jobId },
    select: {
      ownerId: true,
      scheduleId: true,
      state: true,
      entriesWritten: true,
      truncated: true,
      failureReason: true,
    },
  });
  const scheduled = job.scheduleId !== null;
  const event = { eventKey: `${jobId}|${job.state}`, to: { users: [job.ownerId] } };
  if (job.state === "done") {
    await notify(tx, {
      kind: "jobs.exportEnded",
      params: { outcome: "done", jobId, entries: job.entriesWritten, truncated: job.truncated, scheduled },
      ...event,
    });
  } else if (job.state === "failed") {
    await notify(tx, {
      kind: "jobs.exportEnded",
      params: { outcome: "failed", jobId, reason: job.failureReason ?? "unexpected", scheduled },
      ...event,
    });
  }
}
