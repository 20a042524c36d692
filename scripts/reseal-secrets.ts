import "./load-env";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { EnvError } from "@/lib/env";
import { RESEAL_TABLES, resealAll, resealComplete, type TableReport } from "@/lib/secrets/reseal";

// `npm run secrets:reseal [-- --batch-size=N]`: moves every sealed value to the current ENCRYPTION_KEY, in
// batches, while the app keeps serving. Safe to interrupt and run again; exits 1 while anything is left under
// another key (so ENCRYPTION_KEYS_PREVIOUS must stay), 2 on a configuration error.
const usage = "Usage: npm run secrets:reseal [-- --batch-size=N]  (N from 1 to 10000, default 200)";
let batchSize = 200;
for (const argument of process.argv.slice(2)) {
  const match = /^--batch-size=(\d+)$/.exec(argument);
  const size = match ? Number(match[1]) : Number.NaN;
  if (!(size >= 1 && size <= 10_000)) {
    console.error(usage);
    process.exit(2);
  }
  batchSize = size;
}

let keys: ReturnType<typeof keyring>;
try {
  keys = keyring();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(2);
}

const versions = keys.previous.map((key) => key.version).join(", ") || "none";
console.info(
  `Re-sealing under encryption key version ${keys.current.version} (previous versions: ${versions})`,
);

const client = db();
const progress = (report: TableReport) =>
  `  ${report.table}: ${report.checked} of ${report.toCheck} checked, ${report.resealed} resealed, ` +
  `${report.unreadable} unreadable` +
  (report.busy ? `, ${report.busy} busy (changed at every attempt)` : "") +
  (report.dropped ? `, ${report.dropped} access token dropped (fetched again on next use)` : "");

let reports: TableReport[];
try {
  reports = await resealAll(client, keys, {
    batchSize,
    onBatch: (report) => console.info(progress(report)),
    onProblem: (problem) =>
      console.error(`  ! ${problem.table} ${problem.id} ${problem.column}: ${problem.message}`),
  });
} finally {
  await client.$disconnect();
}

console.info("\nPer table:");
const width = Math.max(...RESEAL_TABLES.map((table) => table.length));
for (const report of reports) {
  console.info(
    `  ${report.table.padEnd(width)}  resealed ${report.resealed}, already current ${report.alreadyCurrent}, ` +
      `unreadable ${report.unreadable}, left under another key ${report.remaining}` +
      (report.dropped ? `, access token dropped ${report.dropped}` : "") +
      (report.fingerprintsKept ? `, fingerprints kept ${report.fingerprintsKept}` : ""),
  );
}
if (resealComplete(reports)) {
  console.info(
    `\nEvery sealed value is under key version ${keys.current.version}: ENCRYPTION_KEYS_PREVIOUS can be removed.`,
  );
} else {
  const left = reports.reduce((sum, report) => sum + report.remaining, 0);
  console.error(
    `\n${left} row(s) still hold a value under another key. Keep ENCRYPTION_KEYS_PREVIOUS: fix what is reported ` +
      "above (a missing key version, or an instance still sealing with the old key) and run again.",
  );
  process.exitCode = 1;
}
