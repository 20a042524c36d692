import { defineConfig } from "@playwright/test";
import { E2E } from "./e2e/env";
import { INSTANCE_PORTS, INSTANCES, MULTI_SANDBOX_PORT, MULTI_SANDBOX_URL } from "./e2e-multi/instances";
import base from "./playwright.config";

// Two app instances on one PostgreSQL database (E2E_MULTI_DATABASE_URL, started by scripts/test-all.sh),
// with the sandbox: what several instances must agree on.
const database = process.env.E2E_MULTI_DATABASE_URL ?? "";
const ports = INSTANCE_PORTS;
const sandboxPort = MULTI_SANDBOX_PORT;
const sandboxUrl = MULTI_SANDBOX_URL;
const provider = {
  PROVIDER_STATUS_BASE_URL: sandboxUrl,
  PROVIDER_HISTORY_BASE_URL: sandboxUrl,
  PROVIDER_TOKEN_URL: `${sandboxUrl}/oauth/token/accesstoken`,
};

export default defineConfig({
  ...base,
  testDir: "e2e-multi",
  projects: undefined,
  // Runs beside the e2e shards (scripts/test-all.sh), which keep their artifacts in folders of their own.
  outputDir: "test-results/multi",
  // Two servers on two cores, beside the e2e shards: each step is slower than in the single-instance lane, and
  // an instance's first provider call waits for the other's token. Bounds on a hang, not timings.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: INSTANCES[0] },
  webServer: [
    {
      command: "npx tsx sandbox/main.ts",
      url: `${sandboxUrl}/__sandbox/state`,
      reuseExistingServer: false,
      stdout: "ignore",
      env: { ...E2E.sandboxEnv, SANDBOX_PORT: String(sandboxPort) },
    },
    ...ports.map((port, index) => ({
      command: "bash scripts/e2e-server.sh",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: {
        ...E2E.serverEnv,
        ...provider,
        PORT: String(port),
        DATABASE_URL: database,
        E2E_APP_LOG: `reports/app-server-multi-${index + 1}.log`,
        ...(index > 0 ? { E2E_WAIT_FOR: `http://127.0.0.1:${ports[0]}/api/health` } : {}),
      },
    })),
  ],
});
