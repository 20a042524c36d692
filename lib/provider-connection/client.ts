import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { CircuitBreakerRegistry } from "@/lib/provider/circuit-breaker";
import { createProviderClient, type ProviderClient } from "@/lib/provider/client";
import { loadClientConfig } from "./settings";
import { createDbTokenStore } from "./token-store-db";

// Kept per module instance, not on globalThis: the export worker (instrumentation) and server actions load
// this module separately, and a client shared between them would throw errors of the other copy's classes,
// which `instanceof` in the actions would not recognise.
const cache: {
  __provider?: { version: string; client: ProviderClient; tokenStore: ReturnType<typeof createDbTokenStore> };
} = {};

// Breakers outlive a settings change: a host that is down stays known as down.
const breakers = new CircuitBreakerRegistry({ failureThreshold: 5, cooldownMs: 30_000, now: Date.now });

/** The provider client for the saved connection; rebuilt when the connection is saved again. */
export async function providerConnection() {
  const client = db();
  const row = await client.providerSettings.findUnique({
    where: { id: "default" },
    select: { updatedAt: true },
  });
  if (!row) throw new AppError("provider_not_configured");
  const version = row.updatedAt.toISOString();
  if (cache.__provider?.version !== version) {
    const config = await loadClientConfig(client, keyring());
    if (!config) throw new AppError("provider_not_configured");
    const tokenStore = createDbTokenStore(client, { key: keyring() });
    cache.__provider = {
      version,
      tokenStore,
      client: createProviderClient(config, { tokenStore, circuitBreakers: breakers }),
    };
  }
  return cache.__provider;
}

export async function providerClient(): Promise<ProviderClient> {
  return (await providerConnection()).client;
}
