// What every bench over a database of its own shares: the database (a SQLite file under data/, or PostgreSQL with
// BENCH_DATABASE=postgresql: bench/postgres.ts), removed after the run, the report, and the median of timed runs.
import { rmSync } from "node:fs";
import { benchDatabase } from "./postgres";
import { type Comparison, report } from "./server";

export interface Measured {
  figures: Record<string, number>;
  rows: Comparison[];
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Milliseconds or seconds to one decimal. */
export const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The median of `runs` calls of `run` in milliseconds, after one call that warms the statement cache and the
 * database's pages; call `i` gets its index, so a bench can ask about a different subject each time.
 */
export async function timedMedian(runs: number, run: (i: number) => Promise<unknown>): Promise<number> {
  await run(0);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return round(median(times));
}

/** A figure in milliseconds beside the plain count of the decisions table measured in the same run. */
export function besideCount(figure: string, ms: number, count: number): Comparison {
  return { figure, value: ms, unit: "ms", baselineName: "plain count of the table", baseline: count };
}

/** Runs `measure` on a fresh database named for the bench, reports what it measured, and removes the database. */
export async function runOnBenchDatabase(
  name: string,
  measure: (label: string, url: string) => Promise<Measured>,
): Promise<void> {
  const database = await benchDatabase(name);
  const file = `data/bench-${name}${process.env.BENCH_SUFFIX ?? ""}.db`;
  const removeFile = () => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  };
  removeFile();
  try {
    const result = await measure(database.label, database.url ?? `file:./${file}`);
    await report(`${name}${database.suffix}`, result.figures, result.rows);
  } finally {
    removeFile();
    await database.stop();
  }
}
