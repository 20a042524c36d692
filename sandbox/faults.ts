import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Fault } from "./control-state";
import { sendJson, sendProviderError } from "./http-utils";
import type { TokenRegistry } from "./token-registry";

export const NON_100_STATUS = 500;
export const NON_100_MESSAGE = "general error, please try again";

export function sendTooManyRequests(response: ServerResponse, retryAfter: string | null): void {
  sendJson(
    response,
    429,
    { status: 429, statusMessage: "too many requests" },
    retryAfter === null ? {} : { "Retry-After": retryAfter },
  );
}

/** Answers `request` the way the fault says; resolves once the exchange is over. */
export async function injectFault(
  fault: Exclude<Fault, "none">,
  request: IncomingMessage,
  response: ServerResponse,
  options: { retryAfter: string | null; tokens: TokenRegistry; nowMs: number },
): Promise<void> {
  switch (fault) {
    case "5xx":
      sendProviderError(response, 503, "service temporarily unavailable");
      return;
    case "hang":
      // Never answer; the exchange ends when the client gives up or the server closes.
      await new Promise<void>((resolve) => request.socket.once("close", () => resolve()));
      return;
    case "malformed-json":
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end('{"status":100,"statusMessage":"succ');
      return;
    case "non-100":
      sendJson(response, 200, {
        requestId: randomUUID(),
        status: NON_100_STATUS,
        statusMessage: NON_100_MESSAGE,
      });
      return;
    case "429":
      sendTooManyRequests(response, options.retryAfter);
      return;
    case "token-expired":
      options.tokens.expireActive(options.nowMs);
      sendProviderError(response, 401, "access token expired");
      return;
  }
}
