import { readCappedBody } from "@/lib/http/read-capped-body";
import { ProviderBadResponse, ProviderError, type ProviderOperation, ProviderUnavailable } from "./errors";

/**
 * The largest answer read from the provider: a history page of the largest size asked for is well under 2 MiB.
 * A bigger answer is not the provider speaking as documented, and must not fill the server's memory.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export type HttpRequest = {
  url: URL;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** The cap on the answer's body; MAX_ANSWER_BYTES unless a test says otherwise. */
  maxAnswerBytes?: number;
};

export type HttpAnswer = {
  status: number;
  headers: Headers;
  text: string;
};

/** The body as UTF-8 text, abandoned as soon as it passes the cap. */
async function readCapped(
  response: Response,
  operation: ProviderOperation,
  maxBytes: number,
): Promise<string> {
  const body = await readCappedBody(response, maxBytes);
  if (!body.ok) throw new ProviderBadResponse(operation, "too_large", response.status);
  return new TextDecoder().decode(body.bytes);
}

/**
 * One HTTP exchange, bounded by a timeout that covers reading the body too, and by a cap on the body's size.
 * Redirects are returned, never followed: a redirect could carry the bearer token and signature to another
 * host.
 */
export async function sendHttp(
  fetchImpl: typeof fetch,
  operation: ProviderOperation,
  request: HttpRequest,
): Promise<HttpAnswer> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal,
    });
    const text = await readCapped(response, operation, request.maxAnswerBytes ?? MAX_ANSWER_BYTES);
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (signal.aborted || isAbort(error)) throw new ProviderUnavailable(operation, "timeout");
    throw new ProviderUnavailable(operation, "network");
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
