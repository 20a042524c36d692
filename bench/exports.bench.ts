// Exports of 100,000 entries of user-huge, each beside the time merely to page through the same entries with
// the provider client, and the memory an export adds to the process that runs it: one export, one of a fifth
// of the entries (memory held per entry would show), three at once. Every measurement runs in a fresh process
// of its own (bench/exports-process.ts: the export worker's code, without Next.js around it), whose resident
// memory is measured; the sandbox runs in this process, as the provider runs on another machine.
import { fork } from "node:child_process";
import { rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import type { ExportFormat } from "@/lib/exports/writers/types";
import { startSandbox, TOKEN_PATH } from "@/sandbox/server";
import type { ExportsOutcome, ExportsTask } from "./exports-process";
import { type Comparison, report } from "./server";

const ENTRIES = Number(process.env.BENCH_EXPORT_ENTRIES ?? 100_000);
const DATABASE_FILE = "data/bench-exports.db";
const databaseUrl = `file:./${DATABASE_FILE}`;

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const growth = (outcome: ExportsOutcome) => Math.round(outcome.peak.rssMiB - outcome.rest.rssMiB);
const restToPeak = (outcome: ExportsOutcome) =>
  `${Math.round(outcome.rest.rssMiB)} → ${Math.round(outcome.peak.rssMiB)}`;
const heapRestToPeak = (outcome: ExportsOutcome) =>
  `${Math.round(outcome.rest.heapMiB)} → ${Math.round(outcome.peak.heapMiB)}`;
const count = (entries: number) => entries.toLocaleString("en-US");

/** Processor time of this process, the sandbox's alone while a measurement runs, over all measurements (ms). */
let sandboxCpuMs = 0;

/** Runs one measurement in a fresh process and returns what it measured. */
async function measure(task: ExportsTask): Promise<ExportsOutcome> {
  const cpu = process.cpuUsage();
  try {
    return await measureInChild(task);
  } finally {
    const { user, system } = process.cpuUsage(cpu);
    sandboxCpuMs += (user + system) / 1000;
  }
}

function measureInChild(task: ExportsTask): Promise<ExportsOutcome> {
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

const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(" / ");
console.info(`exports bench: ${cpus().length} cores, load average ${load}`);
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${DATABASE_FILE}${suffix}`, { force: true });
await migrate(databaseUrl);
const db = createDb(databaseUrl);
const owner = await db.user.create({
  data: {
    email: "manager@bench.test",
    name: "manager",
    passwordHash: "!",
    roles: { create: { role: "manager" } },
  },
});
await db.$disconnect();
const sandbox = await startSandbox({ host: "127.0.0.1", port: 0 });
const base = { sandboxUrl: sandbox.url, tokenUrl: `${sandbox.url}${TOKEN_PATH}`, userId: "user-huge" };
const paging = (entries: number): ExportsTask => ({ ...base, kind: "page", entries });
const exporting = (format: ExportFormat, jobs: number, entries = ENTRIES): ExportsTask => ({
  ...base,
  kind: "export",
  entries,
  databaseUrl,
  ownerId: owner.id,
  format,
  jobs,
});

const figures: Record<string, number | string> = {};
const comparisons: Comparison[] = [];
try {
  // The sandbox computes every entry: a first pass warms it up, so the first figure is not the slowest.
  await measure(paging(ENTRIES / 10));

  // Paging before and after each export: its baseline is the mean of the two, so a change of the machine's
  // load during the run weighs on both sides of the ratio.
  const formats = ["csv", "xlsx", "jsonl"] as const;
  const exports = new Map<ExportFormat, ExportsOutcome>();
  let pagedBefore = await measure(paging(ENTRIES));
  for (const format of formats) {
    const sandboxCpuBefore = sandboxCpuMs;
    const exported = await measure(exporting(format, 1));
    const sandboxCpuOfExport = sandboxCpuMs - sandboxCpuBefore;
    const pagedAfter = await measure(paging(ENTRIES));
    const pagingMs = (pagedBefore.ms + pagedAfter.ms) / 2;
    const pagingCpuMs = (pagedBefore.cpuMs + pagedAfter.cpuMs) / 2;
    const pagingGrowth = Math.round((growth(pagedBefore) + growth(pagedAfter)) / 2);
    pagedBefore = pagedAfter;
    exports.set(format, exported);
    const name = format.toUpperCase();
    figures[`paging ${count(ENTRIES)} entries, around the ${name} export (s)`] = seconds(pagingMs);
    figures[`${name} export of ${count(ENTRIES)} entries (s)`] = seconds(exported.ms);
    figures[`${name} export ÷ paging`] = Math.round((exported.ms / pagingMs) * 100) / 100;
    figures[`${name} export, processor time ÷ paging's`] =
      Math.round((exported.cpuMs / pagingCpuMs) * 100) / 100;
    // On a machine of two cores the sandbox takes its share of them, whereas the provider runs elsewhere.
    figures[`${name} export: processor time of the exporting process + of the sandbox (s)`] =
      `${seconds(exported.cpuMs)} + ${seconds(sandboxCpuOfExport)}`;
    figures[`${name} file size (MiB)`] = Math.round(((exported.fileBytes[0] ?? 0) / 1024 ** 2) * 10) / 10;
    figures[`${name} export: process RSS at rest → peak (MiB)`] = restToPeak(exported);
    figures[`${name} export: V8 heap used at rest → peak (MiB)`] = heapRestToPeak(exported);
    figures[`paging after the ${name} export: V8 heap used at rest → peak (MiB)`] =
      heapRestToPeak(pagedAfter);
    comparisons.push(
      {
        figure: `export of ${count(ENTRIES)} entries, ${name}`,
        value: seconds(exported.ms),
        unit: "s",
        baselineName: "paging through the same entries with the provider client",
        baseline: seconds(pagingMs),
      },
      {
        // The time above depends on the machine's load (the sandbox shares it); the work done does not.
        figure: `processor time of the ${name} export`,
        value: seconds(exported.cpuMs),
        unit: "s",
        baselineName: "processor time paging through the same entries",
        baseline: seconds(pagingCpuMs),
      },
      {
        figure: `RSS growth during one ${name} export`,
        value: growth(exported),
        unit: "MiB",
        baselineName: "RSS growth paging through the same entries",
        baseline: pagingGrowth,
      },
    );
  }
  const csv = exports.get("csv") as ExportsOutcome;

  const fifth = await measure(exporting("csv", 1, ENTRIES / 5));
  figures[`CSV export of ${count(ENTRIES / 5)} entries: process RSS at rest → peak (MiB)`] =
    restToPeak(fifth);
  const three = await measure(exporting("csv", 3));
  figures["three CSV exports at once (s)"] = seconds(three.ms);
  figures["three CSV exports at once: process RSS at rest → peak (MiB)"] = restToPeak(three);
  comparisons.push(
    {
      figure: `RSS growth during one CSV export of ${count(ENTRIES / 5)} entries`,
      value: growth(fifth),
      unit: "MiB",
      baselineName: `RSS growth during one CSV export of ${count(ENTRIES)} entries`,
      baseline: growth(csv),
    },
    {
      figure: "RSS growth during three CSV exports at once",
      value: growth(three),
      unit: "MiB",
      baselineName: "RSS growth during one CSV export",
      baseline: growth(csv),
    },
    {
      figure: "three CSV exports at once",
      value: seconds(three.ms),
      unit: "s",
      baselineName: "one CSV export",
      baseline: seconds(csv.ms),
    },
  );
  await report("exports", figures, comparisons);
} finally {
  await sandbox.close();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${DATABASE_FILE}${suffix}`, { force: true });
}
