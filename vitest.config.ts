import path from "node:path";
import { defineConfig } from "vitest/config";
import { TEST_DATABASE_URL } from "./test/database-url";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // "server-only" throws outside React Server Components; tests import server modules directly.
  "server-only": path.resolve(import.meta.dirname, "test/empty-module.ts"),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["{lib,components,app,sandbox,scripts,bench}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // The files share one module graph per worker instead of importing it afresh each (unit tests keep
          // no state between files; the few that stub an environment variable or the clock put it back): the
          // lane takes 13 s instead of 58 s, most of which was spent starting and importing.
          isolate: false,
          // Property tests run thousands of cases: on a loaded 2-core machine five seconds is not enough.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          // One worker thread for every file, its module graph evaluated afresh for each (test/integration-setup.ts
          // undoes what a file leaves behind): 65 s instead of 113 s alone, most of which was starting a worker and
          // the Prisma client for each file.
          pool: "threads",
          isolate: false,
          include: ["{lib,app,sandbox,scripts}/**/*.int.test.ts"],
          env: { DATABASE_URL: TEST_DATABASE_URL },
          globalSetup: ["./test/global-setup.ts"],
          setupFiles: ["./test/integration-setup.ts"],
          fileParallelism: false,
          // next-auth imports "next/server" without an extension, which only a bundler resolves.
          server: { deps: { inline: ["next-auth"] } },
          // Bounds a hung test, not a slow one: an export of 5,000 entries on a loaded machine takes its time.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
