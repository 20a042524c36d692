// npm run bench [name…]: runs every bench/*.bench.ts (or the named ones), one after the other, each in its own
// process; each prints its figures and saves them under bench-results/, and bench-results/summary.md gathers
// every figure of this run beside its baseline from the same run.
import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { summaryTable } from "../bench/summary";

const wanted = process.argv.slice(2);
const benches = readdirSync("bench")
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();
const startedAt = new Date();
const machine = { cores: cpus().length, loadAverage: loadavg() };
for (const file of benches) {
  execFileSync("npx", ["tsx", "--conditions=react-server", `bench/${file}`], { stdio: "inherit" });
}
const summary = summaryTable("bench-results", startedAt, machine);
writeFileSync("bench-results/summary.md", summary);
console.info(`\n${summary}`);
