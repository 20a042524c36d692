import { createDb, type Db } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { claimNext, createJob } from "@/lib/exports/jobs";
import { runExport } from "@/lib/exports/run-job";
import { createExportSchema } from "@/lib/exports/schemas";
import { createProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { fork } from "node:child_process";
import { rmSync } from "node:fs";

const N = Number(process.env.N ?? 100000);
const FORMAT = (process.env.FORMAT ?? "csv") as "csv";
const JOBS = Number(process.env.JOBS ?? 1);
const url = process.env.SANDBOX_URL!;
const client = createProviderClient(
  { statusBaseUrl: url, historyBaseUrl: url, tokenUrl: `${url}/oauth/token/accesstoken`, clientId: "sandbox-client", clientSecret: "sandbox-secret" },
  { tokenStore: new MemoryTokenStore() },
);
const dbUrl = "file:./data/bench-h9-scratch.db";
for (const s of ["", "-wal", "-shm"]) rmSync(`data/bench-h9-scratch.db${s}`, { force: true });
await migrate(dbUrl);
const real = createDb(dbUrl);
const owner = await real.user.create({ data: { email: "m@x", name: "m", passwordHash: "x" } });
let phase = "paging";
let chunks = 0;
const chunkProxy = new Proxy(real.exportChunk, { get(t, p, r) { if (p !== "create") return Reflect.get(t, p, r); return async (a: any) => { phase = "copy"; chunks++; const t0 = performance.now(); const x = await t.create(a); if (chunks <= 3) console.log("chunk create ms", (performance.now()-t0).toFixed(0)); return x; }; } });
const db = new Proxy(real, { get: (t, p, r) => (p === "exportChunk" ? chunkProxy : Reflect.get(t, p, r)) }) as Db;
const input = createExportSchema.parse({ userId: "user-huge", scope: "all", confirmLarge: "on", format: FORMAT, includeDuplicates: "on",
  columns: ["seq","time","type","amount","status","description","msgId","qr.merchantName","bill.description"] });
const jobs = [];
for (let i = 0; i < JOBS; i++) { await createJob(real, input, { ownerId: owner.id, locale: "en", timeZone: "Asia/Jakarta", maxEntries: N, sinceAt: null }); jobs.push(await claimNext(real, `w${i}`)); }
(globalThis as any).gc?.();
const t0 = performance.now();
const mem = () => { const m = process.memoryUsage(); return `rss ${(m.rss/2**20)|0} heap ${(m.heapUsed/2**20)|0}/${(m.heapTotal/2**20)|0} ext ${(m.external/2**20)|0} ab ${(m.arrayBuffers/2**20)|0}`; };
console.log("rest", mem());
const timer = setInterval(async () => {
  const row = await real.exportJob.findFirst({ where: { id: jobs[0]!.id }, select: { entriesWritten: true } });
  console.log(((performance.now()-t0)/1000).toFixed(1), phase, row?.entriesWritten, mem());
}, 2000);
const r = await Promise.all(jobs.map((job, i) => runExport(db, client, job!, `w${i}`, { pageSize: 100, retentionHours: 1 })));
clearInterval(timer);
console.log("done", r, ((performance.now()-t0)/1000).toFixed(1), "s", "chunks", chunks, mem());
await real.$disconnect();
