import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createPagingMerge } from "@/lib/history/paging";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import type { HistoryEntry } from "@/lib/provider/schemas/history";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { testSandbox } from "@/sandbox/test-sandbox";
import { resetSandbox, setKnobs } from "@/sandbox/testing";
import { makeUser, resetDb } from "@/test/db";
import { queueExport } from "@/test/export-job";
import { testClientConfig } from "@/test/sandbox-client";
import { readStoredFile } from "./file-store";
import { listJobRows } from "./job-rows";
import { claimNext, failAbandoned, getVisibleJob, purgeExpired, requestCancel } from "./jobs";
import { runExport } from "./run-job";

const sandbox = testSandbox({ reset: false });
let client: ProviderClient;
const options = { pageSize: 100, retentionHours: 1, sleep: async () => {} };

beforeAll(async () => {
  client = createProviderClient(testClientConfig(sandbox(), { timeoutMs: 5_000 }), {
    tokenStore: new MemoryTokenStore(),
  });
});

/** What the provider serves, read directly: the first `count` entries that are not duplicate events. */
async function served(userId: string, count: number): Promise<HistoryEntry[]> {
  const merge = createPagingMerge<HistoryEntry>();
  const out: HistoryEntry[] = [];
  while (merge.nextSeqId !== null && out.length < count) {
    const page = await client.getHistory({ userId, seqId: merge.nextSeqId, limit: 100 });
    out.push(...merge.accept(page.body.transactions).fresh.filter((e) => !e.duplicateEvent));
  }
  return out.slice(0, count);
}

const queue = (ownerId: string, fields: Record<string, unknown>, maxEntries = 5_000) =>
  queueExport(ownerId, {
    fields: { userId: "user-big", columns: ["seq", "amount", "msgId", "time"], ...fields },
    maxEntries,
  });

async function download(jobId: string): Promise<Buffer> {
  return Buffer.from(await new Response(readStoredFile(db(), jobId)).arrayBuffer());
}

describe("history exports", () => {
  beforeEach(async () => {
    await resetDb();
    await resetSandbox(sandbox());
  });

  it("exports 5,000 entries in each format exactly as the provider served them", async () => {
    const owner = await makeUser(["manager"]);
    const expected = await served("user-big", 5_000);
    for (const format of ["csv", "xlsx", "jsonl"] as const) {
      const job = await queue(owner.id, { format });
      const claimed = await claimNext(db(), "worker-a");
      expect(claimed?.id).toBe(job.id);
      expect(await runExport(db(), client, claimed!, "worker-a", options)).toBe("done");
      const done = await db().exportJob.findUniqueOrThrow({ where: { id: job.id } });
      expect(done).toMatchObject({ state: "done", entriesWritten: 5_000, truncated: true });
      const bytes = await download(job.id);
      expect(bytes.length).toBe(done.fileSize);

      let rows: { seq: number; amount: string; msgId: string }[];
      if (format === "csv") {
        const records = parse(bytes, { bom: true, from_line: 2 }) as string[][];
        // Columns come in their canonical order: seq, time, amount, msgId.
        rows = records.map(([seq, , amount, msgId]) => ({
          seq: Number(seq),
          amount: amount ?? "",
          msgId: msgId ?? "",
        }));
      } else if (format === "jsonl") {
        rows = bytes
          .toString("utf8")
          .trimEnd()
          .split("\n")
          .map((line) => JSON.parse(line))
          .map((r) => ({ seq: r.seq, amount: r.amount.amount, msgId: r.msgId }));
      } else {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
        const sheet = workbook.getWorksheet("Transactions");
        rows = [];
        sheet?.eachRow((row, index) => {
          if (index === 1) return;
          rows.push({
            seq: Number(row.getCell(1).value),
            amount: Number(row.getCell(3).value).toFixed(2),
            msgId: String(row.getCell(4).value),
          });
        });
      }
      expect(rows).toHaveLength(5_000);
      rows.forEach((row, i) => {
        const entry = expected[i];
        expect(row.seq, `${format} row ${i}`).toBe(entry?.seq);
        expect(row.msgId).toBe(entry?.msgId);
        expect(row.amount).toBe(entry?.amount.replace(/^IDR /, ""));
      });
    }
  });

  it("cancels a queued job at once and a running one between two pages, keeping no file", async () => {
    const owner = await makeUser(["manager"]);
    const viewer = { id: owner.id, seesAll: false };
    const queued = await queue(owner.id, { format: "csv" });
    await requestCancel(db(), queued.id, viewer);
    expect((await db().exportJob.findUniqueOrThrow({ where: { id: queued.id } })).state).toBe("cancelled");

    const job = await queue(owner.id, { format: "csv" }, 50_000);
    const claimed = await claimNext(db(), "worker-a");
    await setKnobs(sandbox(), { latencyMs: 5 });
    const running = runExport(db(), client, claimed!, "worker-a", options);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await requestCancel(db(), job.id, viewer);
    expect(await running).toBe("cancelled");
    const row = await db().exportJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(row.state).toBe("cancelled");
    expect(row.entriesWritten).toBeLessThan(50_000);
    expect(await db().exportChunk.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("shows its progress while it runs, saved about once a second rather than after every page", async () => {
    const owner = await makeUser(["manager"]);
    await queue(owner.id, { format: "csv" });
    const claimed = await claimNext(db(), "worker-a");
    const saved: number[] = [];
    const watched = new Proxy(db(), {
      get(target, property, receiver) {
        if (property !== "exportJob") return Reflect.get(target, property, receiver);
        return new Proxy(target.exportJob, {
          get(jobs, method, jobsReceiver) {
            if (method !== "updateMany") return Reflect.get(jobs, method, jobsReceiver);
            return (args: Parameters<typeof jobs.updateMany>[0]) => {
              const data = args.data as { state?: string; entriesWritten?: number };
              if (data.state === undefined && data.entriesWritten !== undefined)
                saved.push(data.entriesWritten);
              return jobs.updateMany(args);
            };
          },
        });
      },
    });
    // Each look at the clock is a tenth of a second later: the 50 pages of this export take about five seconds.
    let clock = Date.now();
    const now = () => {
      clock += 100;
      return new Date(clock);
    };
    expect(await runExport(watched, client, claimed!, "worker-a", { ...options, now })).toBe("done");

    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect(saved.length).toBeLessThan(20);
    expect(saved).toEqual([...saved].sort((a, b) => a - b));
  });

  it("marks a job whose instance stopped as failed, never leaving it running", async () => {
    const owner = await makeUser(["manager"]);
    const job = await queue(owner.id, { format: "jsonl" });
    await claimNext(db(), "worker-that-dies");
    expect(await failAbandoned(db(), new Date(Date.now() + 10_000))).toBe(0);
    expect(await failAbandoned(db(), new Date(Date.now() + 60_000))).toBe(1);
    expect(await db().exportJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      state: "failed",
      failureReason: "interrupted",
    });
  });

  it("keeps its lease while it waits a minute the provider asked for, so no other instance takes it for abandoned", async () => {
    const owner = await makeUser(["manager"]);
    const job = await queue(owner.id, { format: "csv" }, 300);
    await setKnobs(sandbox(), {
      fault: "429",
      faultCount: 2,
      retryAfter: "60",
      faultOperations: ["history"],
    });
    let clock = Date.now();
    let waited = 0;
    const claimed = await claimNext(db(), "worker-a", new Date(clock));
    const result = await runExport(db(), client, claimed!, "worker-a", {
      ...options,
      now: () => new Date(clock),
      async sleep(ms) {
        clock += ms;
        waited += ms;
        // Meanwhile another instance looks for jobs whose instance stopped.
        await failAbandoned(db(), new Date(clock));
      },
    });
    expect(waited).toBeGreaterThanOrEqual(120_000);
    expect(result).toBe("done");
    expect(await db().exportJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      state: "done",
      entriesWritten: 300,
    });
  });

  it("finishes an export of a user ID the provider has no entries for as empty, not as a plain done", async () => {
    const owner = await makeUser(["manager"]);
    const viewer = { id: owner.id, seesAll: false };
    // user-demo has entries; the provider's IDs are case-sensitive, so "User-Demo" is another, empty user.
    for (const userId of ["user-empty", "User-Demo"]) {
      await queue(owner.id, { format: "csv", userId });
      const claimed = await claimNext(db(), "worker-a");
      expect(await runExport(db(), client, claimed!, "worker-a", options)).toBe("done");
    }
    await queue(owner.id, { format: "csv", userId: "user-few" });
    expect(await runExport(db(), client, (await claimNext(db(), "worker-a"))!, "worker-a", options)).toBe(
      "done",
    );
    const rows = await listJobRows(db(), viewer);
    expect(rows.map((row) => [row.userId, row.state, row.entriesWritten > 0, row.empty])).toEqual([
      ["user-few", "done", true, false],
      ["User-Demo", "done", false, true],
      ["user-empty", "done", false, true],
    ]);
  });

  it("gives a queued job to exactly one of several workers", async () => {
    const owner = await makeUser(["manager"]);
    await queue(owner.id, { format: "csv" });
    const claims = await Promise.all(["a", "b", "c", "d"].map((worker) => claimNext(db(), worker)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("shows a job to its owner and admins only", async () => {
    const owner = await makeUser(["manager"]);
    const other = await makeUser(["manager"]);
    const job = await queue(owner.id, { format: "csv" });
    await expect(getVisibleJob(db(), job.id, { id: other.id, seesAll: false })).rejects.toMatchObject({
      code: "export_not_found",
    });
    expect((await getVisibleJob(db(), job.id, { id: other.id, seesAll: true })).id).toBe(job.id);
  });

  it("fails clearly when the provider keeps failing, and deletes expired files", async () => {
    const owner = await makeUser(["manager"]);
    const job = await queue(owner.id, { format: "csv" });
    await setKnobs(sandbox(), { fault: "5xx" });
    const claimed = await claimNext(db(), "worker-a");
    expect(await runExport(db(), client, claimed!, "worker-a", options)).toBe("failed");
    expect((await db().exportJob.findUniqueOrThrow({ where: { id: job.id } })).failureReason).toBe(
      "provider_unavailable",
    );

    await resetSandbox(sandbox());
    const small = await queue(owner.id, { format: "csv" }, 10);
    const next = await claimNext(db(), "worker-a");
    await runExport(db(), client, next!, "worker-a", options);
    expect(await db().exportChunk.count({ where: { jobId: small.id } })).toBeGreaterThan(0);
    expect(await purgeExpired(db(), new Date(Date.now() + 2 * 3_600_000))).toBe(1);
    expect(await db().exportChunk.count({ where: { jobId: small.id } })).toBe(0);
  });
});
