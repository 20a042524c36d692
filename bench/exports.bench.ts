// 100,000 entries of user-huge exported by the production build's worker (SQLite, in-process sandbox) vs the
// time merely to page through the same entries with the provider client, and the server's peak memory.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createDb } from "@/lib/db/client";
import { historyPages } from "@/lib/exports/history-source";
import { claimNext, createJob } from "@/lib/exports/jobs";
import { runExport } from "@/lib/exports/run-job";
import { createExportSchema } from "@/lib/exports/schemas";
import { createProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { TOKEN_PATH } from "@/sandbox/server";
import { report, startBenchServer } from "./server";

const ENTRIES = 100_000;
process.env.EXPORT_MAX_ENTRIES = String(ENTRIES);

/** Resident memory of a process and all its descendants, in MiB. */
function treeRssMiB(pid: number): number {
  const children = (() => {
    try {
      return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
        .trim()
        .split("\n")
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  })();
  let kib = 0;
  try {
    kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    // exited
  }
  return kib / 1024 + children.reduce((sum, child) => sum + treeRssMiB(child), 0);
}

const server = await startBenchServer({
  name: "bench-exports",
  port: Number(process.env.BENCH_PORT ?? 3204),
});
const db = createDb(server.databaseUrl);
try {
  // Paging alone, with the same page size, from this process.
  const client = createProviderClient(
    {
      statusBaseUrl: server.sandbox.url,
      historyBaseUrl: server.sandbox.url,
      tokenUrl: `${server.sandbox.url}${TOKEN_PATH}`,
      clientId: server.sandbox.config.clientId,
      clientSecret: server.sandbox.config.clientSecret,
    },
    { tokenStore: new MemoryTokenStore() },
  );
  let paged = 0;
  const pagingStarted = performance.now();
  for await (const entries of historyPages(client, "user-huge", { pageSize: 100 })) {
    paged += entries.length;
    if (paged >= ENTRIES) break;
  }
  const pagingMs = performance.now() - pagingStarted;

  const results: Record<string, number | string> = {};
  // A fifth of the size first: a peak that does not grow with the number of entries means memory is flat.
  const runs = [
    { format: "csv", entries: ENTRIES / 5 },
    { format: "csv", entries: ENTRIES },
    { format: "xlsx", entries: ENTRIES },
    { format: "jsonl", entries: ENTRIES },
  ] as const;
  for (const { format, entries } of runs) {
    const owner = await db.user.findUniqueOrThrow({ where: { email: "manager@e2e.test" } });
    const input = createExportSchema.parse({
      userId: "user-huge",
      scope: "all",
      confirmLarge: "on",
      format,
      includeDuplicates: "on",
      columns: [
        "seq",
        "time",
        "type",
        "amount",
        "status",
        "description",
        "msgId",
        "qr.merchantName",
        "bill.description",
      ],
    });
    const baseline = treeRssMiB(server.pid);
    let peak = baseline;
    const job = await createJob(db, input, {
      ownerId: owner.id,
      locale: "en",
      timeZone: "Asia/Jakarta",
      maxEntries: entries,
      sinceAt: null,
    });
    for (;;) {
      peak = Math.max(peak, treeRssMiB(server.pid));
      const row = await db.exportJob.findUniqueOrThrow({ where: { id: job.id } });
      if (row.state === "done" || row.state === "failed") {
        if (row.state === "failed") throw new Error(`export failed: ${row.failureReason}`);
        const ms = (row.finishedAt?.getTime() ?? 0) - (row.startedAt?.getTime() ?? 0);
        const label = `${format}, ${row.entriesWritten} entries`;
        results[`${label}: export time (s)`] = Math.round(ms / 100) / 10;
        results[`${label}: file size (MiB)`] = Math.round(((row.fileSize ?? 0) / 1024 ** 2) * 10) / 10;
        results[`${label}: server RSS before → peak (MiB)`] = `${Math.round(baseline)} → ${Math.round(peak)}`;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  // The same job code in this process, sampling the heap after a forced collection: what the export keeps
  // alive, as opposed to garbage the server's heap has not collected yet.
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    // The server's own worker would claim the job: stop the app first (the sandbox stays).
    server.stopApp();
    const owner = await db.user.findUniqueOrThrow({ where: { email: "manager@e2e.test" } });
    for (const entries of [ENTRIES / 5, ENTRIES]) {
      const input = createExportSchema.parse({
        userId: "user-huge",
        scope: "all",
        confirmLarge: "on",
        format: "csv",
        includeDuplicates: "on",
        columns: ["seq", "time", "type", "amount", "status", "description", "msgId"],
      });
      await createJob(db, input, {
        ownerId: owner.id,
        locale: "en",
        timeZone: "Asia/Jakarta",
        maxEntries: entries,
        sinceAt: null,
      });
      const job = await claimNext(db, "bench-in-process");
      if (!job) throw new Error("the in-process export job was not claimable");
      gc();
      const before = process.memoryUsage().heapUsed;
      let retained = before;
      const sampler = setInterval(() => {
        gc();
        retained = Math.max(retained, process.memoryUsage().heapUsed);
      }, 250);
      await runExport(db, client, job, "bench-in-process", { pageSize: 100, retentionHours: 1 });
      clearInterval(sampler);
      results[`in-process csv, ${entries} entries: heap after GC, before → max (MiB)`] =
        `${Math.round(before / 1024 ** 2)} → ${Math.round(retained / 1024 ** 2)}`;
    }
  }

  await report("exports", {
    [`paging through ${paged} entries with the client (s)`]: Math.round(pagingMs / 100) / 10,
    ...results,
  });
} finally {
  await db.$disconnect();
  await server.stop();
}
