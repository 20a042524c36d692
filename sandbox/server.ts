import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type SandboxConfig, type SandboxConfigInput, sandboxConfigSchema } from "./config";
import { type CountedOperation, type FaultableOperation, SandboxState } from "./control-state";
import { DEMO_TRAITS } from "./data/traits";
import { createUserDirectory } from "./data/users";
import { injectFault, sendTooManyRequests } from "./faults";
import { BodyTooLargeError, isLoopback, readBody, sendProviderError, sleep } from "./http-utils";
import type { SandboxContext } from "./routes/context";
import { handleControl } from "./routes/control";
import { handleHistory } from "./routes/history";
import { handleImage } from "./routes/images";
import { handleTokenRequest } from "./routes/token";
import { handleTransactionStatus } from "./routes/transaction-status";
import { TokenRegistry } from "./token-registry";

export const TOKEN_PATH = "/oauth/token/accesstoken";
export const STATUS_PATH = "/public/api/v1/payment/notif/trx";
export const HISTORY_PATH = "/payment/aggregator/history";

export type RunningSandbox = {
  url: string;
  port: number;
  config: SandboxConfig;
  context: SandboxContext;
  close(): Promise<void>;
};

type Route = { operation: CountedOperation; method: string };

function routeOf(pathname: string): Route {
  if (pathname === TOKEN_PATH) return { operation: "token", method: "POST" };
  if (pathname === STATUS_PATH) return { operation: "status", method: "GET" };
  if (pathname === HISTORY_PATH) return { operation: "history", method: "POST" };
  if (pathname.startsWith("/images/")) return { operation: "images", method: "GET" };
  if (pathname.startsWith("/__sandbox/")) return { operation: "control", method: "*" };
  return { operation: "other", method: "*" };
}

function isFaultable(operation: CountedOperation): operation is FaultableOperation {
  return operation === "token" || operation === "status" || operation === "history";
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  context: SandboxContext,
): Promise<void> {
  const url = new URL(request.url ?? "/", "http://sandbox.invalid");
  const route = routeOf(url.pathname);
  const method = request.method ?? "GET";
  context.state.count(route.operation);

  if (route.operation === "control") {
    if (context.config.control === "off" || !isLoopback(request)) {
      sendProviderError(response, 404, "not found");
      return;
    }
    handleControl(method, url.pathname, response, await readBody(request), context);
    return;
  }
  if (route.operation === "other") {
    sendProviderError(response, 404, "not found");
    return;
  }
  if (route.method !== method) {
    sendProviderError(response, 405, `use ${route.method} on this path`);
    return;
  }
  if (route.operation === "images") {
    handleImage(response, url.pathname);
    return;
  }

  const body = await readBody(request);
  // Refused at the door, before any latency, as a limiter in front of a service answers.
  if (route.operation === "status" || route.operation === "history") {
    const retryAfterSeconds = context.state.takeRateLimit();
    if (retryAfterSeconds !== null) {
      sendTooManyRequests(response, String(retryAfterSeconds));
      return;
    }
  }
  const { latencyMs, retryAfter } = context.state.knobs;
  if (latencyMs > 0) await sleep(latencyMs);
  if (isFaultable(route.operation)) {
    const fault = context.state.takeFault(route.operation);
    if (fault && fault !== "none") {
      await injectFault(fault, request, response, {
        retryAfter,
        tokens: context.tokens,
        nowMs: context.now(),
      });
      return;
    }
  }
  if (route.operation === "token") handleTokenRequest(request, response, body, context);
  else if (route.operation === "status") handleTransactionStatus(request, response, url, context);
  else handleHistory(request, response, body, context);
}

export function createSandboxContext(config: SandboxConfig, now: () => number = Date.now): SandboxContext {
  return {
    config,
    state: new SandboxState(config, now),
    tokens: new TokenRegistry(),
    users: createUserDirectory(config.seed, DEMO_TRAITS.length),
    now,
  };
}

/** Starts the sandbox; port 0 picks a free port (tests). */
export async function startSandbox(
  input: SandboxConfigInput = {},
  options: { now?: () => number } = {},
): Promise<RunningSandbox> {
  const config = sandboxConfigSchema.parse(input);
  const context = createSandboxContext(config, options.now);
  const server = createServer((request, response) => {
    handle(request, response, context).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof BodyTooLargeError) sendProviderError(response, 413, "request body too large");
      else sendProviderError(response, 500, "sandbox internal error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const hostForUrl = config.host.includes(":") ? `[${config.host}]` : config.host;
  return {
    url: `http://${hostForUrl}:${port}`,
    port,
    config,
    context,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
