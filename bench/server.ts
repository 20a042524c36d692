import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { SandboxConfigInput } from "@/sandbox/config";
import { type RunningSandbox, startSandbox, TOKEN_PATH } from "@/sandbox/server";

export interface BenchServer {
  baseUrl: string;
  /** Process id of `next start` (the server itself runs in a child of it). */
  pid: number;
  databaseUrl: string;
  sandbox: RunningSandbox;
  adminEmail: string;
  password: string;
  /** Stops the app, keeping the sandbox. */
  stopApp: () => void;
  stop: () => Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error("the app exited while starting");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app did not answer ${url} within a minute`);
}

export interface BenchServerOptions {
  port?: number;
  /** The SQLite file's name under data/ (BENCH_SUFFIX appended, so work trees sharing a machine keep apart). */
  name?: string;
  sandbox?: SandboxConfigInput;
  /** An empty PostgreSQL database to use instead of SQLite. */
  databaseUrl?: string;
  /**
   * Another checkout of the app (a previous release in a git worktree, its build already made in its own
   * NEXT_DIST_DIR): its migrations, seed and build are used instead of this one's.
   */
  root?: string;
  /** The app's LOG_LEVEL; `warn` unless given (`info` is the default of a production instance). */
  logLevel?: string;
}

/**
 * The production build (NEXT_DIST_DIR, default .next; built when missing) on its own port and a fresh SQLite
 * database (or the PostgreSQL one given as databaseUrl), connected to an in-process sandbox, with one user per
 * role (password below).
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const port = options.port ?? Number(process.env.BENCH_PORT ?? 3200);
  const name = `${options.name ?? "bench"}${process.env.BENCH_SUFFIX ?? ""}`;
  const cwd = options.root ?? process.cwd();
  const sandbox = await startSandbox({ host: "127.0.0.1", port: 0, ...options.sandbox });
  const password = "bench-password-long-enough";
  const env = {
    ...process.env,
    DATABASE_URL: options.databaseUrl ?? `file:${path.join(cwd, "data", `${name}.db`)}`,
    AUTH_SECRET: "bench-auth-secret-bench-auth-secret-0123456789",
    ENCRYPTION_KEY: Buffer.alloc(32, 5).toString("base64"),
    E2E_PASSWORD: password,
    PROVIDER_STATUS_BASE_URL: sandbox.url,
    PROVIDER_HISTORY_BASE_URL: sandbox.url,
    PROVIDER_TOKEN_URL: `${sandbox.url}${TOKEN_PATH}`,
    PROVIDER_CLIENT_ID: sandbox.config.clientId,
    PROVIDER_CLIENT_SECRET: sandbox.config.clientSecret,
    PROVIDER_CALLBACK_TOKEN: sandbox.config.callbackToken,
    // The provider's pace is a deployment's setting (5 requests a second by default): at that pace back-to-back
    // lookups waited for the next 200 ms window, and the lookup bench measured the pace (≈110 ms added, 200 ms
    // sent again) instead of the app. Set out of the way here (the pacer still runs), as e2e sets 50/s.
    PROVIDER_REQUESTS_PER_SECOND: "1000",
    PROVIDER_MAX_CONCURRENT: "100",
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    LOG_LEVEL: options.logLevel ?? "warn",
    IMAGE_PROXY_ALLOW_PRIVATE_NETWORK: "true",
  };
  // BENCH_REUSE_BUILD=1 runs the build already in NEXT_DIST_DIR (several benches of one run, one build).
  if (process.env.BENCH_REUSE_BUILD !== "1" && !options.root) {
    execFileSync("npx", ["next", "build"], { stdio: "ignore", env });
  }
  mkdirSync(path.join(cwd, "data"), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"])
    rmSync(path.join(cwd, `data/${name}.db${suffix}`), { force: true });
  execFileSync("npx", ["tsx", "scripts/migrate.ts"], { stdio: "ignore", env, cwd });
  // The e2e seed: one user per role with the password above, and the connection to the sandbox.
  execFileSync("npx", ["tsx", "--conditions=react-server", "e2e/seed.ts"], { stdio: "ignore", env, cwd });
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env,
    cwd,
    stdio: "ignore",
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/health`, child);
  const stopApp = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  return {
    baseUrl,
    pid: child.pid ?? 0,
    databaseUrl: env.DATABASE_URL,
    sandbox,
    adminEmail: "admin@e2e.test",
    password,
    stopApp,
    stop: async () => {
      stopApp();
      await sandbox.close();
    },
  };
}

/** One figure of the summary table: a measurement beside its baseline from the same run. */
export interface Comparison {
  figure: string;
  value: number;
  unit: string;
  baselineName: string;
  /** null when the figure has no baseline of its own (the ratio column then stays empty). */
  baseline: number | null;
}

/**
 * Prints a benchmark's figures and saves them to bench-results/<name>.json; the comparisons are the rows that
 * `npm run bench` gathers into bench-results/summary.md.
 */
export async function report(
  name: string,
  figures: Record<string, number | string>,
  comparisons: Comparison[] = [],
): Promise<void> {
  const { mkdirSync, writeFileSync } = await import("node:fs");
  console.info(`\n${name}`);
  for (const [label, value] of Object.entries(figures)) console.info(`  ${label.padEnd(52)} ${value}`);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    `bench-results/${name}.json`,
    `${JSON.stringify({ at: new Date().toISOString(), figures, comparisons }, null, 2)}\n`,
  );
}
