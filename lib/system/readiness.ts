import { type Keyring, open } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { pingDatabase } from "@/lib/db/ping";
import { log } from "@/lib/log";
import { CONTEXT } from "@/lib/provider-connection/settings";
import { withTimeout } from "@/lib/with-timeout";
import { migrationStatus } from "./migration-status";

export type CheckResult = "ok" | "failed";

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; keyring: CheckResult };
}

const passes = async (name: string, check: () => Promise<unknown>): Promise<CheckResult> => {
  try {
    await check();
    return "ok";
  } catch (error) {
    log.warn("readiness_check_failed", { check: name, error });
    return "failed";
  }
};

/**
 * Whether the stored secrets open with the configured keys: every sealed value of the provider connection is
 * opened (and dropped). A key missing from ENCRYPTION_KEYS_PREVIOUS, or a wrong key under the right version,
 * fails here instead of at the first callback or lookup.
 */
async function keyringOpensStoredSecrets(db: Db, ring: () => Keyring): Promise<void> {
  const keys = ring();
  const row = await db.providerSettings.findUnique({
    where: { id: "default" },
    select: { clientSecretSealed: true, callbackTokenSealed: true, previousCallbackTokenSealed: true },
  });
  if (row?.clientSecretSealed) open(row.clientSecretSealed, keys, CONTEXT.clientSecret);
  if (row?.callbackTokenSealed) open(row.callbackTokenSealed, keys, CONTEXT.callbackToken);
  if (row?.previousCallbackTokenSealed) open(row.previousCallbackTokenSealed, keys, CONTEXT.callbackToken);
}

/**
 * Readiness for a load balancer: the database answers, every migration this version ships is applied (none
 * changed), and the key ring is valid and opens what is stored. Each check says only ok or failed.
 */
export async function checkReadiness(
  db: Db,
  url: string,
  ring: () => Keyring,
  timeoutMs = 2_000,
): Promise<Readiness> {
  const database = await passes("database", () => withTimeout(pingDatabase(db), timeoutMs));
  const migrations =
    database === "ok"
      ? await passes("migrations", async () => {
          const status = await withTimeout(migrationStatus(db, url), timeoutMs);
          if (status.known === null || status.pending.length > 0 || status.changed.length > 0) {
            throw new Error("migrations not applied");
          }
        })
      : "failed";
  const keyring =
    database === "ok"
      ? await passes("keyring", () => withTimeout(keyringOpensStoredSecrets(db, ring), timeoutMs))
      : await passes("keyring", async () => ring());
  const checks = { database, migrations, keyring };
  return { ready: Object.values(checks).every((result) => result === "ok"), checks };
}
