import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, db } from "@/lib/db/client";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { testSandbox } from "@/sandbox/test-sandbox";
import { makeUser, resetDb } from "@/test/db";
import { queueExport } from "@/test/export-job";
import { testClientConfig } from "@/test/sandbox-client";
import { EXPORT_COLUMN_IDS } from "./columns";
import { readStoredFile } from "./file-store";
import { claimNext, failAbandoned, purgeExpired, requestCancel } from "./jobs";
import { runExport } from "./run-job";

const sandbox = testSandbox({ reset: false });
let client: ProviderClient;
const MIB = 1 << 20;

beforeAll(async () => {
  client = createProviderClient(testClientConfig(sandbox(), { timeoutMs: 5_000 }), {
    tokenStore: new MemoryTokenStore(),
  });
});

/** An export of user-big with every column, large enough to need several 1 MiB chunks. */
const queueLargeExport = (ownerId: string) =>
  queueExport(ownerId, {
    fields: { userId: "user-big", format: "jsonl", columns: [...EXPORT_COLUMN_IDS] },
    maxEntries: 7_000,
  });

/** The database as the runner sees it, with `beforeChunk` run before each chunk of the copy is written. */
function withSlowCopy(real: Db, beforeChunk: () => Promise<void>): Db {
  const chunks = new Proxy(real.exportChunk, {
    get(target, property, receiver) {
      if (property !== "create") return Reflect.get(target, property, receiver);
      return async (args: Parameters<Db["exportChunk"]["create"]>[0]) => {
        await beforeChunk();
        return target.create(args);
      };
    },
  });
  return new Proxy(real, {
    get: (target, property, receiver) =>
      property === "exportChunk" ? chunks : Reflect.get(target, property, receiver),
  });
}

describe("copying a finished export into the database", () => {
  beforeEach(() => resetDb());

  it("keeps the job's lease while a slow copy outlasts it, so no other instance fails the job under it", async () => {
    const owner = await makeUser(["manager"]);
    const job = await queueLargeExport(owner.id);
    let clock = Date.now();
    const claimed = await claimNext(db(), "worker-a", new Date(clock));
    // Each 1 MiB chunk takes 20 s (longer than a third of the 30 s lease); meanwhile another instance's worker
    // retires whatever lease has run out, as it does on every pass.
    const slow = withSlowCopy(db(), async () => {
      clock += 20_000;
      await failAbandoned(db(), new Date(clock));
    });
    const result = await runExport(slow, client, claimed!, "worker-a", {
      pageSize: 100,
      retentionHours: 1,
      sleep: async () => {},
      now: () => new Date(clock),
    });

    expect(result).toBe("done");
    const done = await db().exportJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(done).toMatchObject({ state: "done", entriesWritten: 7_000, failureReason: null });
    expect(done.fileSize).toBeGreaterThan(MIB);
    expect(done.expiresAt).not.toBeNull();
    const file = Buffer.from(await new Response(readStoredFile(db(), job.id)).arrayBuffer());
    expect(file.length).toBe(done.fileSize);
    expect(file.toString("utf8").trimEnd().split("\n")).toHaveLength(7_000);
  });

  it("stops copying once another instance has taken the job for abandoned, and leaves no chunks", async () => {
    const owner = await makeUser(["manager"]);
    const job = await queueLargeExport(owner.id);
    let clock = Date.now();
    const claimed = await claimNext(db(), "worker-a", new Date(clock));
    let written = 0;
    // This instance stalls for a minute before its second chunk: its lease runs out and another retires it.
    const stalled = withSlowCopy(db(), async () => {
      written += 1;
      if (written === 2) {
        clock += 60_000;
        await failAbandoned(db(), new Date(clock));
      }
    });
    const result = await runExport(stalled, client, claimed!, "worker-a", {
      pageSize: 100,
      retentionHours: 1,
      sleep: async () => {},
      now: () => new Date(clock),
    });

    expect(result).toBe("lost");
    expect(await db().exportJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      state: "failed",
      failureReason: "interrupted",
      expiresAt: null,
    });
    expect(await db().exportChunk.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("honours a cancel asked for during the copy, keeping no file", async () => {
    const owner = await makeUser(["manager"]);
    const job = await queueLargeExport(owner.id);
    let clock = Date.now();
    const claimed = await claimNext(db(), "worker-a", new Date(clock));
    const cancelledMidCopy = withSlowCopy(db(), async () => {
      clock += 20_000;
      await requestCancel(db(), job.id, { id: owner.id, seesAll: false });
    });
    const result = await runExport(cancelledMidCopy, client, claimed!, "worker-a", {
      pageSize: 100,
      retentionHours: 1,
      sleep: async () => {},
      now: () => new Date(clock),
    });

    expect(result).toBe("cancelled");
    expect((await db().exportJob.findUniqueOrThrow({ where: { id: job.id } })).state).toBe("cancelled");
    expect(await db().exportChunk.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("purges the chunks of any job that did not finish, and keeps those of running and done jobs", async () => {
    const owner = await makeUser(["manager"]);
    const jobs = {
      failedMidCopy: await queueLargeExport(owner.id),
      cancelled: await queueLargeExport(owner.id),
      running: await queueLargeExport(owner.id),
      done: await queueLargeExport(owner.id),
    };
    const now = new Date();
    await db().exportJob.update({
      where: { id: jobs.failedMidCopy.id },
      data: { state: "failed", failureReason: "interrupted", finishedAt: now },
    });
    await db().exportJob.update({
      where: { id: jobs.cancelled.id },
      data: { state: "cancelled", finishedAt: now },
    });
    await db().exportJob.update({
      where: { id: jobs.running.id },
      data: { state: "running", leaseOwner: "worker-b", leaseUntil: new Date(now.getTime() + 30_000) },
    });
    await db().exportJob.update({
      where: { id: jobs.done.id },
      data: { state: "done", finishedAt: now, expiresAt: new Date(now.getTime() + 3_600_000) },
    });
    for (const { id } of Object.values(jobs)) {
      await db().exportChunk.createMany({
        data: [0, 1].map((index) => ({ jobId: id, index, data: new Uint8Array([index]) })),
      });
    }

    expect(await purgeExpired(db(), now)).toBe(2);
    const left = await db().exportChunk.groupBy({ by: ["jobId"], _count: { _all: true } });
    expect(Object.fromEntries(left.map((row) => [row.jobId, row._count._all]))).toEqual({
      [jobs.running.id]: 2,
      [jobs.done.id]: 2,
    });
  });
});
