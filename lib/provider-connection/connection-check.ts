import "server-only";
import { ProviderError } from "@/lib/provider/errors";
import { providerConnection } from "./client";

export interface ConnectionStep {
  step: "token" | "history";
  ok: boolean;
  latencyMs: number;
  /** Message key under errors., and the client's own explanation for the admin. */
  error?: { code: string; detail: string };
}

// A user id no real customer has: the history call proves signing and access without reading anyone's data.
const PROBE_USER = "connection-check";

async function timed(step: ConnectionStep["step"], run: () => Promise<unknown>): Promise<ConnectionStep> {
  const started = performance.now();
  try {
    await run();
    return { step, ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const code = error instanceof ProviderError ? error.code : "unexpected";
    const detail = error instanceof ProviderError ? error.message : "Unexpected error; see the server log.";
    return { step, ok: false, latencyMs: Math.round(performance.now() - started), error: { code, detail } };
  }
}

/**
 * Asks for a new token (stored for every instance: the provider has just expired the old one) and reads one
 * history page with it. Stops at the first failing step.
 */
export async function testConnection(): Promise<ConnectionStep[]> {
  const { client, tokenStore } = await providerConnection();
  const token = await timed("token", async () => {
    const stored = await tokenStore.get();
    await tokenStore.refresh(() => client.requestToken(), stored?.token);
  });
  if (!token.ok) return [token];
  const history = await timed("history", () => client.getHistory({ userId: PROBE_USER, seqId: 0, limit: 1 }));
  return [token, history];
}
