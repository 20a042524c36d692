import type { IncomingMessage, ServerResponse } from "node:http";
import { sendProviderError } from "../http-utils";
import { type VerifyOptions, verifySignedRequest } from "../verify-request";
import type { SandboxContext } from "./context";

/**
 * Checks a 4.1 / 4.2 call against the sandbox's own credentials, tokens and clock and answers the refusal
 * when it fails: true when the call was refused and the route stops there.
 */
export function refuseUnsigned(
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
  requestTimeHeader: VerifyOptions["requestTimeHeader"],
  context: SandboxContext,
): boolean {
  const rejection = verifySignedRequest(request, body, {
    requestTimeHeader,
    clientId: context.config.clientId,
    clientSecret: context.config.clientSecret,
    tokens: context.tokens,
    nowMs: context.now(),
    maxClockSkewMs: context.config.maxClockSkewMs,
  });
  if (rejection) sendProviderError(response, rejection.httpStatus, rejection.message);
  return rejection !== null;
}
