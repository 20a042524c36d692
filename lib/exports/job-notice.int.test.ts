import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { endRun } from "@/lib/reconciliation/job/rows";
import { startPasteRun } from "@/lib/reconciliation/start-run";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { queueExport } from "@/test/export-job";
import { claimNext, failAbandoned, finishJob, LEASE_MS, requestCancel } from "./jobs";

const told = async () =>
  (await db().notification.findMany({ orderBy: { createdAt: "asc" } })).map((row) => ({
    kind: row.kind,
    userId: row.userId,
    params: JSON.parse(row.params) as Record<string, unknown>,
  }));

const done = {
  state: "done" as const,
  entriesWritten: 42,
  pagesFetched: 1,
  truncated: false,
  fileName: "history.csv",
  fileSize: 100,
  expiresAt: new Date(Date.now() + 3_600_000),
};

describe("the end of a job, told to its owner", () => {
  beforeEach(() => resetDb());

  it("an export done: to its owner only, once, with its count and the Exports page", async () => {
    const [owner, other] = [await makeUser(["manager"]), await makeUser(["manager"])];
    const job = await queueExport(owner.id);
    await claimNext(db(), "worker-a");
    expect(await finishJob(db(), job.id, "worker-a", done)).toBe(true);
    // The same end written again by a worker that lost its lease changes nothing and tells nothing.
    expect(await finishJob(db(), job.id, "worker-b", done)).toBe(false);
    expect(await told()).toEqual([
      {
        kind: "jobs.exportEnded",
        userId: owner.id,
        params: { outcome: "done", jobId: job.id, entries: 42, truncated: false, scheduled: false },
      },
    ]);
    expect((await told()).some((row) => row.userId === other.id)).toBe(false);
  });

  it("an export failed, or abandoned by its instance, with the reason; a cancel is not told", async () => {
    const owner = await makeUser(["manager"]);
    const failed = await queueExport(owner.id);
    await claimNext(db(), "worker-a");
    await finishJob(db(), failed.id, "worker-a", {
      state: "failed",
      failureReason: "provider_unavailable",
      entriesWritten: 0,
      pagesFetched: 0,
    });
    const abandoned = await queueExport(owner.id);
    const start = new Date();
    await claimNext(db(), "worker-gone", start);
    expect(await failAbandoned(db(), new Date(start.getTime() + LEASE_MS + 1))).toBe(1);
    const cancelled = await queueExport(owner.id);
    await requestCancel(db(), cancelled.id, { id: owner.id, seesAll: false });

    expect((await told()).map((row) => row.params)).toEqual([
      { outcome: "failed", jobId: failed.id, reason: "provider_unavailable", scheduled: false },
      { outcome: "failed", jobId: abandoned.id, reason: "interrupted", scheduled: false },
    ]);
  });

  it("a reconciliation run finished: to its owner, with its rows and the run's page", async () => {
    const owner = await makeUser(["agent"]);
    const { id } = await startPasteRun(db(), asRequester({ ...owner, roles: ["agent"] }), {
      text: "PAID-150000\nNOPE-1",
    });
    await db().reconcileRow.updateMany({ where: { runId: id }, data: { state: "done", bucket: "matched" } });
    const [first] = await db().reconcileRow.findMany({ where: { runId: id }, take: 1 });
    await db().reconcileRow.update({ where: { id: first?.id }, data: { bucket: "provider_error" } });
    expect(await endRun(db(), id, "done")).toBe(true);
    expect(await endRun(db(), id, "done")).toBe(false);
    expect(await told()).toEqual([
      {
        kind: "jobs.reconcileFinished",
        userId: owner.id,
        params: { runId: id, rows: 2, providerErrors: 1 },
      },
    ]);
  });
});
