// Exports of 100,000 entries of user-huge, each beside the time merely to page through the same entries with
// the provider client, and the memory an export adds to the process that runs it, for one export and for
// three at once. Every measurement runs in a fresh process of its own (bench/exports-process.ts: the export
// worker's code, with no Next.js around it); the sandbox runs here, as the provider runs on another machine.
import { fork } from "node:child_process";
import { rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import type { ExportFormat } from "@/lib/exports/writers/types";
import { startSandbox } from "@/sandbox/server";
import type { ExportsOutcome, ExportsTask } from "./exports-process";
import { type Comparison, report } from "./server";

const ENTRIES = Number(process.env.BENCH_EXPORT_ENTRIES ?? 100_000);
const USER_ID = "user-huge";
const DATABASE_FILE = "data/bench-exports.db";
const databaseUrl = `file:./${DATABASE_FILE}`;

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const mib = (value: number) => Math.round(value);
const entriesText = ENTRIES.toLocaleString("en-US");

/** Runs one measurement in a fresh process and returns what it measured. */
function measure(task: ExportsTask): Promise<ExportsOutcome> {
  return new Promise((resolve, reject) => {
    const child = fork("bench/exports-process.ts", [JSON.stringify(task)], {
      execArgv: ["--conditions=react-server", "--import", "tsx", "--expose-gc"],
      env: { ...process.env, LOG_LEVEL: "warn" },
    });
    let outcome: ExportsOutcome | undefined;
    child.on("message", (message) => {
      outcome = message as ExportsOutcome;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (outcome && code === 0) resolve(outcome);
      else reject(new Error(`the ${task.kind} measurement exited with ${code}`));
    });
  });
}

console.info(
  `exports bench: ${cpus().length} cores, load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ")}`,
);
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${DATABASE_FILE}${suffix}`, { force: true });
await migrate(databaseUrl);
const db = createDb(databaseUrl);
const owner = await db.user.create({
  data: {
    email: "manager@bench.test",
    name: "manager",
    passwordHash: "!",
    roles: { create: [{ role: "manager" }] },
  },
});
await db.$disconnect();
const sandbox = await startSandbox({ host: "127.0.0.1", port: 0 });
const base = { sandboxUrl: sandbox.url, userId: USER_ID };
const exportTask = (format: ExportFormat, jobs: number): ExportsTask => ({
  ...base,
  kind: "export",
  entries: ENTRIES,
  databaseUrl,
  ownerId: owner.id,
  format,
  jobs,
});

const figures: Record<string, number | string> = {};
const comparisons: Comparison[] = [];
try {
  // The sandbox computes every entry: a first pass warms it up, so the first figure is not the slowest.
  await measure({ ...base, kind: "page", entries: ENTRIES / 10 });

  let oneCsv: ExportsOutcome | undefined;
  for (const format of ["csv", "xlsx", "jsonl"] as const) {
    // Paging just before each export, so each ratio compares runs under the same load of the machine.
    const paging = await measure({ ...base, kind: "page", entries: ENTRIES });
    const exported = await measure(exportTask(format, 1));
    if (format === "csv") oneCsv = exported;
    const name = format.toUpperCase();
    figures[`paging ${entriesText} entries, before the ${name} export (s)`] = seconds(paging.ms);
    figures[`${name} export of ${entriesText} entries (s)`] = seconds(exported.ms);
    figures[`${name} export ÷ paging`] = Math.round((exported.ms / paging.ms) * 100) / 100;
    figures[`${name} file size (MiB)`] = Math.round(((exported.fileBytes[0] ?? 0) / 1024 ** 2) * 10) / 10;
    figures[`${name} export: process RSS at rest → peak (MiB)`] =
      `${mib(exported.restMiB)} → ${mib(exported.peakMiB)}`;
    comparisons.push(
      {
        figure: `export of ${entriesText} entries, ${name}`,
        value: seconds(exported.ms),
        unit: "s",
        baselineName: "paging through the same entries with the provider client",
        baseline: seconds(paging.ms),
      },
      {
        figure: `RSS growth during one ${name} export`,
        value: mib(exported.peakMiB - exported.restMiB),
        unit: "MiB",
        baselineName: "RSS growth paging through the same entries",
        baseline: mib(paging.peakMiB - paging.restMiB),
      },
    );
  }

  const three = await measure(exportTask("csv", 3));
  figures["three CSV exports at once (s)"] = seconds(three.ms);
  figures["three CSV exports at once: process RSS at rest → peak (MiB)"] =
    `${mib(three.restMiB)} → ${mib(three.peakMiB)}`;
  if (oneCsv) {
    comparisons.push(
      {
        figure: "RSS growth during three CSV exports at once",
        value: mib(three.peakMiB - three.restMiB),
        unit: "MiB",
        baselineName: "RSS growth during one CSV export",
        baseline: mib(oneCsv.peakMiB - oneCsv.restMiB),
      },
      {
        figure: "three CSV exports at once",
        value: seconds(three.ms),
        unit: "s",
        baselineName: "one CSV export",
        baseline: seconds(oneCsv.ms),
      },
    );
  }
  await report("exports", figures, comparisons);
} finally {
  await sandbox.close();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${DATABASE_FILE}${suffix}`, { force: true });
}
