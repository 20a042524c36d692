// Web platform only, no node: module: the error page reads the cookie's name in the browser.

/** The header a request's id travels in: from our proxies (when trusted), to the app, and back in the answer. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * The cookie proxy.ts sets on every page answer (not on API calls): the id of the last page request this
 * browser made, which the error page shows so an agent can quote it to an admin. Not a secret.
 */
export const REQUEST_ID_COOKIE = "request-id";

const MIN_LENGTH = 8;
const MAX_LENGTH = 128;

// Letters, digits and . _ : - only, so a forged header can neither flood nor break a log line or an audit row.
function isIdCharacter(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) || // 0-9
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x61 && code <= 0x7a) || // a-z
    code === 0x2e || // .
    code === 0x5f || // _
    code === 0x3a || // :
    code === 0x2d // -
  );
}

/**
 * Whether `value` may be kept as a request id: 8 to 128 characters of [A-Za-z0-9._:-], checked by a walk over
 * its characters (the length first), no regular expression.
 */
export function isWellFormedRequestId(value: string | null | undefined): value is string {
  if (typeof value !== "string" || value.length < MIN_LENGTH || value.length > MAX_LENGTH) return false;
  for (let i = 0; i < value.length; i += 1) if (!isIdCharacter(value.charCodeAt(i))) return false;
  return true;
}

/**
 * The id of an incoming request: the one our reverse proxies sent (only with TRUST_PROXY, and only if it is
 * well-formed), or a new UUID. A request id is a reference to quote, never a credential.
 */
export function requestIdFor(headers: Headers, trustProxy: boolean): string {
  const incoming = headers.get(REQUEST_ID_HEADER);
  return trustProxy && isWellFormedRequestId(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The id proxy.ts put on a request, as the app reads it back from the request's headers; null when the header
 * is missing or not an id proxy.ts could have given (a request the proxy did not see carries the client's).
 */
export function proxiedRequestId(headers: { get(name: string): string | null }): string | null {
  const id = headers.get(REQUEST_ID_HEADER);
  return isWellFormedRequestId(id) ? id : null;
}
