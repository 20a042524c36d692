import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { constantTimeEqual, parseJson, sendJson, sendProviderError } from "../http-utils";
import { SUCCESS_STATUS } from "../status-codes";
import type { SandboxContext } from "./context";

const tokenRequestBodySchema = z.object({ grant_type: z.literal("client_credentials") });

function readBasicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const encoded = header?.match(/^Basic (\S+)$/)?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const separator = decoded.indexOf(":");
  if (separator < 0) return null;
  return { id: decoded.slice(0, separator), secret: decoded.slice(separator + 1) };
}

/** POST /oauth/token/accesstoken: Basic auth, `{"grant_type":"client_credentials"}`; retires the previous token. */
export function handleTokenRequest(
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
  context: SandboxContext,
): void {
  const credentials = readBasicCredentials(request.headers.authorization);
  const { clientId, clientSecret } = context.config;
  if (
    !credentials ||
    !constantTimeEqual(credentials.id, clientId) ||
    !constantTimeEqual(credentials.secret, clientSecret)
  ) {
    sendProviderError(response, 401, "invalid client credentials");
    return;
  }
  if (!tokenRequestBodySchema.safeParse(parseJson(body)).success) {
    sendProviderError(response, 400, 'body must be {"grant_type":"client_credentials"}');
    return;
  }
  const issued = context.tokens.issue(context.now(), context.state.knobs.tokenTtlMs);
  sendJson(response, 200, {
    status: SUCCESS_STATUS,
    username: clientId,
    access_token: issued.token,
    token_type: "bearer",
    expiry_token: issued.expiresAt,
  });
}
