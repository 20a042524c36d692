import type { IncomingMessage } from "node:http";
import { constantTimeEqual, exactHeader } from "./http-utils";
import { isSignatureValid } from "./signature";
import type { TokenRegistry } from "./token-registry";

export type Rejection = { httpStatus: number; message: string };

export type VerifyOptions = {
  /** 4.1 spells it `Request-time`, 4.2 `Request-Time`; the other spelling is refused as the gateway does. */
  requestTimeHeader: "Request-time" | "Request-Time";
  clientId: string;
  clientSecret: string;
  tokens: TokenRegistry;
  nowMs: number;
  maxClockSkewMs: number;
};

const TOKEN_REJECTIONS = {
  expired: "access token expired",
  superseded: "access token superseded by a newer token",
  unknown: "invalid access token",
} as const;

/** Checks headers, token, request time and signature of a 4.1 / 4.2 call; null when all is well. */
export function verifySignedRequest(
  request: IncomingMessage,
  body: string,
  options: VerifyOptions,
): Rejection | null {
  const { headers } = request;
  const contentType = headers["content-type"];
  if (!contentType?.toLowerCase().startsWith("application/json")) {
    return { httpStatus: 400, message: "header Content-Type must be application/json" };
  }
  const clientId = headers["client-id"];
  if (typeof clientId !== "string" || clientId === "")
    return { httpStatus: 401, message: "missing header Client-Id" };
  if (!constantTimeEqual(clientId, options.clientId))
    return { httpStatus: 401, message: "unknown Client-Id" };

  const authorization = headers.authorization;
  const bearer = authorization?.match(/^Bearer (\S+)$/)?.[1];
  if (!bearer) return { httpStatus: 401, message: "header Authorization must be Bearer <token>" };
  const tokenState = options.tokens.check(bearer, options.nowMs);
  if (tokenState !== "valid") return { httpStatus: 401, message: TOKEN_REJECTIONS[tokenState] };

  const requestTime = exactHeader(request, options.requestTimeHeader);
  if (requestTime === undefined) {
    const present = headers["request-time"] !== undefined;
    return {
      httpStatus: 400,
      message: present
        ? `header must be spelled ${options.requestTimeHeader} on this operation`
        : `missing header ${options.requestTimeHeader}`,
    };
  }
  if (!/^\d{1,15}$/.test(requestTime)) {
    return { httpStatus: 400, message: `header ${options.requestTimeHeader} must be epoch milliseconds` };
  }
  if (Math.abs(options.nowMs - Number(requestTime)) > options.maxClockSkewMs) {
    return { httpStatus: 401, message: "request time outside the allowed window" };
  }

  const signature = headers.signature;
  if (typeof signature !== "string" || signature === "")
    return { httpStatus: 401, message: "missing header Signature" };
  const signed = isSignatureValid(signature, {
    clientSecret: options.clientSecret,
    method: request.method ?? "",
    pathWithQuery: request.url ?? "",
    accessToken: bearer,
    requestTime,
    body,
  });
  if (!signed) return { httpStatus: 401, message: "invalid signature" };
  return null;
}
