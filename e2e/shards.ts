import { existsSync } from "node:fs";
import path from "node:path";

/**
 * `npm test` runs the e2e specs as shards side by side (E2E_SHARD=1…SHARD_COUNT), each with its own sandbox,
 * app server, database and log (E2E_PORT, E2E_SANDBOX_PORT, E2E_DATABASE_URL, E2E_APP_LOG), and each ends
 * with its own log check. A shard is mostly waiting on its browser and its server: on two cores, two shards and
 * the multi-instance lane keep both cores busy (four shards were tried: no faster, and steps timed out under the
 * load). Not Playwright's `--shard`: it balances by test count, not time,
 * and as the log check depends on every other spec, `--shard=1/2` puts them all in the first shard.
 *
 * Every shard runs on PostgreSQL (a database of its own), the production database. The SQLite lane
 * (`E2E_SHARD=sqlite`) runs again, on a SQLite file set up as `npm run demo` sets it up, the specs whose subject
 * differs there: SQLITE_LANE. Specs only it runs (the demo's own set-up) are SQLITE_ONLY.
 *
 * The shards after the first are the lists below; every other spec, and any new one, runs in the first. Keep
 * them about equally long (each spec's time is in reports/e2e-<shard>.json). The log check must not be vacuous
 * in any shard: each needs a spec that calls the provider, one that sends decisions by callback
 * (callback-batch.ts), and more than fifty lines logged (callback-flood.spec.ts logs many).
 */
const LATER_SHARDS: readonly (readonly string[])[] = [
  [
    "accessibility.spec.ts",
    "accessibility-admin.spec.ts",
    "callback-flood.spec.ts",
    "history.spec.ts",
    "inbox-bulk.spec.ts",
    // Stores decisions of its own: never in the shard of inbox.spec.ts, which counts the decisions stored.
    "inbox-customer.spec.ts",
    "navigation.spec.ts",
    "notifications-delivery.spec.ts",
    // Stores decisions of its own, like inbox-customer.spec.ts.
    "notifications-people.spec.ts",
    "notifications-prefs.spec.ts",
    "provider-settings.spec.ts",
    "queue.spec.ts",
    "reconcile-ledger.spec.ts",
    "reconcile-paste.spec.ts",
    "start-page.spec.ts",
  ],
];

export const SHARD_COUNT = LATER_SHARDS.length + 1;

/** The demo's set-up (`npm run demo`: migrations, then `npm run db:seed`), checked on the database it makes. */
const SQLITE_ONLY = ["demo-setup.spec.ts"];

/**
 * What the SQLite lane runs: the demo's set-up; the callback receiver's SQLite store (its own connection, group
 * commit, a lock waited for on a timer) under a flood of deliveries, and the decisions it stored read back
 * through the inbox, the audit log and the insights' roll-up (whose lock and raw SQL differ per dialect); the
 * health check of the SQLite database; a provider call, so the lane's log check is not vacuous.
 */
const SQLITE_LANE = [
  ...SQLITE_ONLY,
  "callback-flood.spec.ts",
  "insights.spec.ts",
  "platform.spec.ts",
  "provider-settings.spec.ts",
];

/** The app project's specs in one shard (`E2E_SHARD` "1" to SHARD_COUNT), or in the whole run when it is unset. */
export function shardSelection(shard: string | undefined): { testMatch?: string[]; testIgnore?: string[] } {
  const listed = LATER_SHARDS.flat();
  for (const name of [...listed, ...SQLITE_LANE]) {
    if (!existsSync(path.join(import.meta.dirname, name)))
      throw new Error(`e2e/shards.ts names ${name}, which does not exist`);
    if (listed.includes(name) && listed.indexOf(name) !== listed.lastIndexOf(name))
      throw new Error(`e2e/shards.ts names ${name} in two shards`);
  }
  if (shard === undefined || shard === "") return { testIgnore: SQLITE_ONLY };
  if (shard === "sqlite") return { testMatch: SQLITE_LANE };
  if (shard === "1") return { testIgnore: [...listed, ...SQLITE_ONLY] };
  const later = LATER_SHARDS[Number(shard) - 2];
  if (!/^\d+$/.test(shard) || !later)
    throw new Error(`E2E_SHARD must be 1 to ${SHARD_COUNT} or sqlite, not ${shard}`);
  return { testMatch: [...later] };
}
