import type { ProviderClientConfigInput } from "@/lib/provider/config";
import type { SandboxConfigInput } from "./config";
import type { ControlUpdate } from "./control-state";
import { type RunningSandbox, startSandbox, TOKEN_PATH } from "./server";

/** Test support: a sandbox on a free loopback port with the default credentials. */
export function startTestSandbox(overrides: SandboxConfigInput = {}): Promise<RunningSandbox> {
  return startSandbox({ host: "127.0.0.1", port: 0, ...overrides });
}

export async function setKnobs(sandbox: RunningSandbox, change: ControlUpdate): Promise<void> {
  const response = await fetch(`${sandbox.url}/__sandbox/control`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`control refused: ${await response.text()}`);
}

export async function resetSandbox(sandbox: RunningSandbox): Promise<void> {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
}

export type SandboxStateBody = {
  tokenIssues: number;
  requestCounts: Record<string, number>;
  faultsInjected: number;
};

export async function readState(sandbox: RunningSandbox): Promise<SandboxStateBody> {
  const response = await fetch(`${sandbox.url}/__sandbox/state`);
  return (await response.json()) as SandboxStateBody;
}

/**
 * Client settings for tests: short backoff so fault scenarios finish in milliseconds. The time-out stays long
 * enough that a loaded machine does not turn a slow answer into a retry (tests of hangs set their own).
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
