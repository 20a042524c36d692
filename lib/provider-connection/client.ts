import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { CircuitBreakerRegistry } from "@/lib/provider/circuit-breaker";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import { providerPacer, type SharedPaceBudget } from "@/lib/provider/pacer";
import { noteBreakerChange } from "@/lib/system/breaker-states";
import { providerCallRecorder } from "@/lib/system/provider-call-recorder";
import { createDbPaceBudget } from "./pace-budget";
import { loadClientConfig } from "./settings";
import { settingsGeneration } from "./settings-generation";
import { createDbTokenStore } from "./token-store-db";

// Kept per module instance, not on globalThis: the export worker (instrumentation) and server actions load
// this module separately, and a client shared between them would throw errors of the other copy's classes,
// which `instanceof` in the actions would not recognise.
const cache: {
  __provider?: { version: string; client: ProviderClient; tokenStore: ReturnType<typeof createDbTokenStore> };
  /** When the saved connection was last found unchanged, and this instance's save count then. */
  __checked?: { at: number; generation: number };
} = {};

/** How soon a connection saved on another instance replaces this instance's client (its own saves: at once). */
export const CONNECTION_MAX_AGE_MS = 1_000;

// Every instance on the database takes its exchanges from one shared budget (pace-budget.ts), so together they
// keep to the rate set; made once the database is known.
let paceBudget: SharedPaceBudget | undefined;

// Breakers outlive a settings change: a host that is down stays known as down. Their changes reach the
// System page (lib/system/breaker-states.ts). Made at the first call, once the environment is read.
let breakers: CircuitBreakerRegistry | undefined;
function sharedBreakers(): CircuitBreakerRegistry {
  breakers ??= new CircuitBreakerRegistry({
    failureThreshold: 5,
    cooldownMs: env().PROVIDER_BREAKER_COOLDOWN_SECONDS * 1_000,
    now: Date.now,
    onChange: (host) => noteBreakerChange(host, () => sharedBreakers().forHost(host).state),
  });
  return breakers;
}

/**
 * The provider client for the saved connection; rebuilt when the connection is saved again. Whether it was
 * is read at most once per CONNECTION_MAX_AGE_MS, not at every call.
 */
export async function providerConnection() {
  const checked = cache.__checked;
  const generation = settingsGeneration();
  if (
    cache.__provider &&
    checked?.generation === generation &&
    performance.now() - checked.at < CONNECTION_MAX_AGE_MS
  ) {
    return cache.__provider;
  }
  const checkedAt = performance.now();
  const client = db();
  // A plain statement: Prisma's findUnique would compile its query at every check.
  const [row] = await client.$queryRaw<
    { updatedAt: Date; requestsPerSecond: number; maxConcurrent: number }[]
  >`
    SELECT "updatedAt", "requestsPerSecond", "maxConcurrent" FROM "ProviderSettings" WHERE "id" = 'default'`;
  if (!row) throw new AppError("provider_not_configured");
  const version = row.updatedAt.toISOString();
  if (cache.__provider?.version !== version) {
    const config = await loadClientConfig(client, keyring());
    if (!config) throw new AppError("provider_not_configured");
    const tokenStore = createDbTokenStore(client, { key: keyring() });
    // One pace for the process, whichever bundle saw the change first, and one rate for all instances.
    providerPacer().configure({
      requestsPerSecond: Number(row.requestsPerSecond),
      maxConcurrent: Number(row.maxConcurrent),
    });
    paceBudget ??= createDbPaceBudget(client);
    providerPacer().shareWith(paceBudget);
    cache.__provider = {
      version,
      tokenStore,
      client: createProviderClient(config, {
        tokenStore,
        circuitBreakers: sharedBreakers(),
        observer: providerCallRecorder().observe,
        pacer: providerPacer(),
      }),
    };
  }
  cache.__checked = { at: checkedAt, generation };
  return cache.__provider;
}

export async function providerClient(): Promise<ProviderClient> {
  return (await providerConnection()).client;
}
