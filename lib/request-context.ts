import { AsyncLocalStorage } from "node:async_hooks";
import { proxiedRequestId } from "./request-id";

/** What the code running for one request knows about it, wherever it is called from. */
export interface RequestContext {
  requestId: string;
  /** Set by lib/log.ts: the request's child logger, made once per request. */
  logger?: unknown;
}

// One store per process: route bundles and the instrumentation bundle each load this module, and a log line
// written in one must see the request entered in another.
const holder = globalThis as unknown as { __requestContext?: AsyncLocalStorage<RequestContext> };
holder.__requestContext ??= new AsyncLocalStorage<RequestContext>();
const storage = holder.__requestContext;

/** Runs `work` as part of the request `requestId`: its log lines and audit entries carry the id. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The context of the request being served, or undefined outside one (a worker, a script, a test). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * The id of the request being served: from its context, else from the header the proxy set on it (pages,
 * actions and route handlers under proxy.ts), else null (a worker, a script, a test).
 */
export async function requestIdNow(): Promise<string | null> {
  const context = currentRequestContext();
  if (context) return context.requestId;
  try {
    const { headers } = await import("next/headers");
    return proxiedRequestId(await headers());
  } catch {
    // Outside a request: next/headers has nothing to give.
    return null;
  }
}
