import type { ProviderClientConfigInput } from "@/lib/provider/config";
import { type RunningSandbox, TOKEN_PATH } from "@/sandbox/server";

/**
 * Client settings for a test sandbox: short backoff so fault scenarios finish in milliseconds. The time-out
 * stays long enough that a loaded machine does not turn a slow answer into a retry (tests of hangs set their
 * own). It lives here, not in sandbox/, because the sandbox knows nothing of the client.
 */
export function testClientConfig(
  sandbox: RunningSandbox,
  overrides: Partial<ProviderClientConfigInput> = {},
): ProviderClientConfigInput {
  return {
    statusBaseUrl: sandbox.url,
    historyBaseUrl: sandbox.url,
    tokenUrl: `${sandbox.url}${TOKEN_PATH}`,
    clientId: sandbox.config.clientId,
    clientSecret: sandbox.config.clientSecret,
    timeoutMs: 3_000,
    retry: { maxAttempts: 3, baseDelayMs: 2, maxDelayMs: 10, retryAfterCapMs: 5_000 },
    circuitBreaker: { failureThreshold: 50, cooldownMs: 1_000 },
    ...overrides,
  };
}
