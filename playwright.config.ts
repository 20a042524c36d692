import { defineConfig } from "@playwright/test";
import { E2E } from "./e2e/env";
import { shardSelection } from "./e2e/shards";

const shard = process.env.E2E_SHARD;
const { testIgnore = [], testMatch } = shardSelection(shard);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Shards side by side share the cores: a test or a step may take twice as long as it does alone. Bounds on
  // a hang, not timings.
  timeout: shard ? 60_000 : 30_000,
  expect: { timeout: shard ? 10_000 : 5_000 },
  reporter: [["list"]],
  // Shards run side by side: each keeps its own artifacts, which a run starting next to it would empty.
  outputDir: shard ? `test-results/shard-${shard}` : "test-results",
  // The log check reads what the app logged during every other spec, so it runs after them (and not at all
  // when one of them failed: fix that first).
  projects: [
    { name: "app", testMatch, testIgnore: [/no-secrets-in-logs\.spec\.ts$/, ...testIgnore] },
    { name: "logs", testMatch: /no-secrets-in-logs\.spec\.ts$/, dependencies: ["app"] },
  ],
  use: {
    baseURL: E2E.baseURL,
    // A step waiting for what never comes fails here, and the test is retried, instead of holding its shard
    // until the test's own bound (the accessibility sweeps allow ten minutes).
    actionTimeout: shard ? 60_000 : 30_000,
    navigationTimeout: shard ? 60_000 : 30_000,
    locale: "en-US",
    timezoneId: "Asia/Jakarta",
    // A trace of a failure's retry (CI retries once): recording one for every test, kept or not, was a third of
    // the browsers' CPU time. `--trace on` records every test's.
    trace: "on-first-retry",
    launchOptions: {
      // Debian's build of chromium's headless shell, the browser Playwright itself runs headless tests in (its
      // own download is not reachable from this network): the same engine as Debian's chromium without the
      // desktop browser around it: a fifth less CPU for the accessibility sweep.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-features=AutofillServerCommunication",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      ],
    },
  },
  webServer: [
    {
      command: "npx tsx sandbox/main.ts",
      url: `${E2E.sandboxUrl}/__sandbox/state`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      env: E2E.sandboxEnv,
    },
    {
      command: "node scripts/oidc-test-provider.mjs",
      url: `${E2E.oidc.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      env: E2E.oidcEnv,
    },
    {
      command: "npx tsx e2e/outbox-server.ts",
      url: `${E2E.outbox.url}/__outbox/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      env: E2E.outboxEnv,
    },
    {
      command: "bash scripts/e2e-server.sh",
      url: `${E2E.baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: E2E.serverEnv,
    },
  ],
});
