import type { SandboxConfigInput } from "./config";
import type { ControlUpdate } from "./control-state";
import { type RunningSandbox, startSandbox } from "./server";

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
  rateLimited: number;
};

export async function readState(sandbox: RunningSandbox): Promise<SandboxStateBody> {
  const response = await fetch(`${sandbox.url}/__sandbox/state`);
  return (await response.json()) as SandboxStateBody;
}
