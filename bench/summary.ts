import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Comparison } from "./server";

interface Saved {
  at: string;
  comparisons?: Comparison[];
}

const format = (value: number) =>
  value.toLocaleString("en-US", { maximumFractionDigits: value < 10 ? 2 : value < 1000 ? 1 : 0 });

/** The ratio value ÷ baseline, or an empty cell when there is no baseline to divide by. */
export function ratio({ value, baseline }: Pick<Comparison, "value" | "baseline">): string {
  if (baseline === null || baseline === 0) return "";
  return `${format(value / baseline)}×`;
}

/** bench-results/summary.md: every comparison saved since `since`, one table, with the machine it ran on. */
export function summaryTable(
  dir: string,
  since: Date,
  machine: { cores: number; loadAverage: number[] },
): string {
  const rows: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const saved = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Saved;
    if (new Date(saved.at) < since) continue;
    for (const row of saved.comparisons ?? []) {
      const baseline = row.baseline === null ? "" : `${format(row.baseline)} ${row.unit}`;
      rows.push(
        `| ${file.replace(".json", "")} | ${row.figure} | ${format(row.value)} ${row.unit} | ${row.baselineName} | ${baseline} | ${ratio(row)} |`,
      );
    }
  }
  const load = machine.loadAverage.map((value) => value.toFixed(2)).join(" / ");
  return [
    "# Benchmark summary",
    "",
    `Run started ${since.toISOString()} on ${machine.cores} cores, load average at the start ${load} (1 / 5 / 15 min).`,
    "Each figure beside its baseline measured in the same run: compare ratios across machines, not absolute times.",
    "",
    "| bench | figure | value | baseline | baseline value | ratio |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
