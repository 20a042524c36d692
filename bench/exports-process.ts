// One measurement of bench/exports.bench.ts, in a process of its own that plays the server's export worker:
// the job code with its own Prisma and provider clients (no Next.js), so its memory is measured apart from the
// sandbox, which runs in the bench's process as the provider runs elsewhere.
import { createDb } from "@/lib/db/client";
import { historyPages } from "@/lib/exports/history-source";
import { claimNext, createJob } from "@/lib/exports/jobs";
import { runExport } from "@/lib/exports/run-job";
import { createExportSchema } from "@/lib/exports/schemas";
import type { ExportFormat } from "@/lib/exports/writers/types";
import { createProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { type MemoryReading, trackMemory } from "./peak-memory";

const PAGE_SIZE = 100;
const COLUMNS = [
  "seq",
  "time",
  "type",
  "amount",
  "status",
  "description",
  "msgId",
  "qr.merchantName",
  "bill.description",
];

// The sandbox's address and token URL come from the bench: importing the sandbox here would load its code into
// the process measured, which a server's export worker never holds (and V8 sizes the heap by what it holds).
export type ExportsTask = { sandboxUrl: string; tokenUrl: string; userId: string; entries: number } & (
  | { kind: "page" }
  | { kind: "export"; databaseUrl: string; ownerId: string; format: ExportFormat; jobs: number }
);

export interface ExportsOutcome {
  ms: number;
  /** Processor time of this process meanwhile (all its threads), in ms: the work, whatever the machine's load. */
  cpuMs: number;
  rest: MemoryReading;
  peak: MemoryReading;
  /** Size of each export's file, in bytes (none when paging). */
  fileBytes: number[];
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

function providerClient({ sandboxUrl, tokenUrl }: ExportsTask) {
  return createProviderClient(
    {
      statusBaseUrl: sandboxUrl,
      historyBaseUrl: sandboxUrl,
      tokenUrl,
      clientId: "sandbox-client",
      clientSecret: "sandbox-secret",
    },
    { tokenStore: new MemoryTokenStore() },
  );
}

/** Pages through the entries as the client serves them, one page after the other, keeping none. */
async function page(task: ExportsTask): Promise<ExportsOutcome> {
  const client = providerClient(task);
  const memory = trackMemory();
  const started = performance.now();
  const cpu = process.cpuUsage();
  let paged = 0;
  for await (const entries of historyPages(client, task.userId, { pageSize: PAGE_SIZE })) {
    paged += entries.length;
    if (paged >= task.entries) break;
  }
  const ms = performance.now() - started;
  const cpuMs = cpuMsSince(cpu);
  if (paged < task.entries) throw new Error(`only ${paged} entries to page through`);
  return { ms, cpuMs, rest: memory.rest, peak: memory.peak(), fileBytes: [] };
}

/** Queues and claims `jobs` exports, then runs them at once, as that many workers would. */
async function exportAll(task: Extract<ExportsTask, { kind: "export" }>): Promise<ExportsOutcome> {
  const client = providerClient(task);
  const db = createDb(task.databaseUrl);
  try {
    const input = createExportSchema.parse({
      userId: task.userId,
      scope: "all",
      limit: task.entries,
      confirmLarge: "on",
      format: task.format,
      includeDuplicates: "on",
      columns: COLUMNS,
    });
    const context = {
      ownerId: task.ownerId,
      locale: "en",
      timeZone: "Asia/Jakarta",
      maxEntries: task.entries,
      sinceAt: null,
    };
    const claimed = [];
    for (let i = 0; i < task.jobs; i += 1) {
      await createJob(db, input, context);
      const job = await claimNext(db, `bench-worker-${i}`);
      if (!job) throw new Error("a queued export could not be claimed");
      claimed.push(job);
    }
    const memory = trackMemory();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const results = await Promise.all(
      claimed.map((job, i) =>
        runExport(db, client, job, `bench-worker-${i}`, { pageSize: PAGE_SIZE, retentionHours: 1 }),
      ),
    );
    const ms = performance.now() - started;
    const cpuMs = cpuMsSince(cpu);
    const peak = memory.peak();
    const fileBytes = [];
    for (const [i, job] of claimed.entries()) {
      const row = await db.exportJob.findUniqueOrThrow({ where: { id: job.id } });
      if (results[i] !== "done" || row.entriesWritten !== task.entries) {
        throw new Error(`export ${row.id} ended ${results[i]} with ${row.entriesWritten} entries`);
      }
      fileBytes.push(row.fileSize ?? 0);
    }
    return { ms, cpuMs, rest: memory.rest, peak, fileBytes };
  } finally {
    await db.$disconnect();
  }
}

const task = JSON.parse(process.argv[2] ?? "{}") as ExportsTask;
const outcome = task.kind === "page" ? await page(task) : await exportAll(task);
process.send?.(outcome, () => process.exit(0));
