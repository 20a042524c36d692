import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import pg from "pg";

export interface BenchPostgres {
  url: string;
  stop: () => Promise<void>;
}

/**
 * An empty PostgreSQL database for a bench. With BENCH_PG_SERVER (a server URL without a database, e.g. one
 * already running that several work trees share), the database `pbo<BENCH_SUFFIX>_<name>` is created afresh
 * there and dropped at the end; otherwise a throwaway server of its own (scripts/postgres.sh) on BENCH_PG_PORT.
 */
export async function benchPostgres(name: string): Promise<BenchPostgres> {
  const server = process.env.BENCH_PG_SERVER?.replace(/\/+$/, "");
  if (!server) return throwawayServer(Number(process.env.BENCH_PG_PORT ?? 55436));
  const database = `pbo${process.env.BENCH_SUFFIX ?? ""}_${name}`.replace(/[^a-z0-9_]/gi, "_");
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: `${server}/postgres` });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${database}"`);
  return {
    url: `${server}/${database}`,
    stop: () => admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
  };
}

async function throwawayServer(port: number): Promise<BenchPostgres> {
  const shell = spawn(
    "bash",
    [
      "-c",
      `source scripts/postgres.sh; PG_TEST_PORT=${port} start_postgres >&2 && echo "$PG_TEST_URL" && cat >/dev/null`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    shell.once("exit", () => reject(new Error("PostgreSQL did not start")));
    createInterface({ input: shell.stdout as NodeJS.ReadableStream }).once("line", resolve);
  });
  return {
    url,
    stop: async () => {
      shell.stdin?.end();
    },
  };
}

/**
 * The database a browser bench runs on: SQLite unless BENCH_DATABASE=postgresql (then `benchPostgres(name)`).
 * `label` goes into the figures' names and the report's, so both kinds can sit in one summary.
 */
export async function benchDatabase(
  name: string,
): Promise<{ label: string; suffix: string; url: string | undefined; stop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE !== "postgresql") {
    return { label: "SQLite", suffix: "", url: undefined, stop: async () => {} };
  }
  const database = await benchPostgres(name);
  return { label: "PostgreSQL", suffix: "-postgresql", ...database };
}
