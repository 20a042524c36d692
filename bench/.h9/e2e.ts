import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { historyPages } from "@/lib/exports/history-source";
import { claimNext, createJob } from "@/lib/exports/jobs";
import { runExport } from "@/lib/exports/run-job";
import { createExportSchema } from "@/lib/exports/schemas";
import { createProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";

const N = Number(process.env.N ?? 20000);
const FORMAT = (process.env.FORMAT ?? "csv") as "csv";
const port = 4391;
const child = spawn("node", ["--import", "tsx", "sandbox/main.ts", "--port", String(port)], { stdio: ["ignore", "pipe", "inherit"] });
await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
const url = `http://127.0.0.1:${port}`;
const client = createProviderClient(
  { statusBaseUrl: url, historyBaseUrl: url, tokenUrl: `${url}/oauth/token/accesstoken`, clientId: "sandbox-client", clientSecret: "sandbox-secret" },
  { tokenStore: new MemoryTokenStore() },
);
const dbUrl = "file:./data/bench-h9-scratch.db";
for (const s of ["", "-wal", "-shm"]) rmSync(`data/bench-h9-scratch.db${s}`, { force: true });
await migrate(dbUrl);
const db = createDb(dbUrl);
const owner = await db.user.create({ data: { email: "m@x", name: "m", passwordHash: "x" } });
try {
  let paged = 0;
  let t = performance.now();
  for await (const entries of historyPages(client, "user-huge", { pageSize: 100 })) {
    paged += entries.length;
    if (paged >= N) break;
  }
  const pagingMs = performance.now() - t;
  const input = createExportSchema.parse({ userId: "user-huge", scope: "all", confirmLarge: "on", format: FORMAT, includeDuplicates: "on",
    columns: ["seq","time","type","amount","status","description","msgId","qr.merchantName","bill.description"] });
  await createJob(db, input, { ownerId: owner.id, locale: "en", timeZone: "Asia/Jakarta", maxEntries: N, sinceAt: null });
  const job = await claimNext(db, "w");
  if (!job) throw new Error("no job");
  t = performance.now();
  const r = await runExport(db, client, job, "w", { pageSize: 100, retentionHours: 1 });
  const exportMs = performance.now() - t;
  console.log({ N, FORMAT, r, pagingMs: Math.round(pagingMs), exportMs: Math.round(exportMs), ratio: (exportMs / pagingMs).toFixed(2) });
} finally {
  await db.$disconnect();
  child.kill();
}
