import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

export interface BenchServer {
  baseUrl: string;
  adminEmail: string;
  adminPassword: string;
  stop: () => Promise<void>;
}

const ENV = {
  ...process.env,
  DATABASE_URL: "file:./data/bench.db",
  AUTH_SECRET: "bench-auth-secret-bench-auth-secret-0123456789",
  ENCRYPTION_KEY: Buffer.alloc(32, 5).toString("base64"),
  SEED_ADMIN_EMAIL: "admin@bench.test",
  SEED_ADMIN_PASSWORD: "bench-password-long-enough",
  NEXT_TELEMETRY_DISABLED: "1",
  CHECKPOINT_DISABLE: "1",
  LOG_LEVEL: "warn",
};

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

/** The production build on its own port and a fresh SQLite database with a known admin. */
export async function startBenchServer(port = 3200): Promise<BenchServer> {
  if (!existsSync(".next/BUILD_ID")) execFileSync("npx", ["next", "build"], { stdio: "inherit", env: ENV });
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`data/bench.db${suffix}`, { force: true });
  execFileSync("npx", ["tsx", "scripts/migrate.ts"], { stdio: "ignore", env: ENV });
  execFileSync("npx", ["tsx", "--conditions=react-server", "scripts/seed.ts"], { stdio: "ignore", env: ENV });
  const child = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: ENV,
    stdio: "ignore",
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/health`, child);
  return {
    baseUrl,
    adminEmail: ENV.SEED_ADMIN_EMAIL,
    adminPassword: ENV.SEED_ADMIN_PASSWORD,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    },
  };
}
