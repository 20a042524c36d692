import { existsSync } from "node:fs";
import path from "node:path";

/**
 * `npm test` runs the e2e specs as two shards side by side (E2E_SHARD=1 and 2), each with its own sandbox,
 * app server, database and log (E2E_PORT, E2E_SANDBOX_PORT, E2E_DATABASE_URL, E2E_APP_LOG), and each ends
 * with its own log check. Not Playwright's `--shard`: it balances by test count, not time, and as the log
 * check depends on every other spec, `--shard=1/2` puts them all in the first shard.
 *
 * The second shard is the specs below; every other spec, and any new one, runs in the first. Keep the two
 * about equally long (each spec's time is in reports/e2e-<shard>.json). The log check must not be vacuous
 * in either shard: each needs a spec that calls the provider and one that sends decisions by callback.
 */
export const SECOND_SHARD = [
  "accessibility.spec.ts",
  "callback-flood.spec.ts",
  "keyboard.spec.ts",
  "navigation.spec.ts",
  "sign-in.spec.ts",
  "start-page.spec.ts",
];

/** The app project's specs in one shard (`E2E_SHARD` "1" or "2"), or in the whole run when it is unset. */
export function shardSelection(shard: string | undefined): { testMatch?: string[]; testIgnore?: string[] } {
  for (const name of SECOND_SHARD) {
    if (!existsSync(path.join(import.meta.dirname, name)))
      throw new Error(`e2e/shards.ts names ${name}, which does not exist`);
  }
  if (shard === undefined || shard === "") return {};
  if (shard === "1") return { testIgnore: SECOND_SHARD };
  if (shard === "2") return { testMatch: SECOND_SHARD };
  throw new Error(`E2E_SHARD must be 1 or 2, not ${shard}`);
}
