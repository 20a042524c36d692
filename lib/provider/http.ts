import { type ProviderOperation, ProviderUnavailable } from "./errors";

export type HttpRequest = {
  url: URL;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
};

export type HttpAnswer = {
  status: number;
  headers: Headers;
  text: string;
};

/**
 * One HTTP exchange, bounded by a timeout that covers reading the body too. Redirects are returned, never
 * followed: a redirect could carry the bearer token and signature to another host.
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
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (signal.aborted || isAbort(error)) throw new ProviderUnavailable(operation, "timeout");
    throw new ProviderUnavailable(operation, "network");
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
