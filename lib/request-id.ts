import { randomUUID } from "node:crypto";

/** The header a request's id travels in: from our proxies (when trusted), to the app, and back in the answer. */
export const REQUEST_ID_HEADER = "x-request-id";

// Short and made of token characters only, so a forged header can neither flood nor break a log line.
const ACCEPTED = /^[A-Za-z0-9._:@+=-]{8,128}$/;

/**
 * The id of an incoming request: the one our reverse proxies sent (only with TRUST_PROXY, and only if it
 * looks like an id), or a new UUID. A request id is a reference to quote, never a credential.
 */
export function requestIdFor(headers: Headers, trustProxy: boolean): string {
  const incoming = headers.get(REQUEST_ID_HEADER)?.trim();
  return trustProxy && incoming && ACCEPTED.test(incoming) ? incoming : randomUUID();
}
