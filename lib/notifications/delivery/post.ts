import type { LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { readCappedStream } from "@/lib/http/read-capped-stream";
import { isPublicAddress, pinned, resolveAll } from "@/lib/inbox/image-proxy/addresses";

export interface PostPolicy {
  /** Loopback and private addresses: refused unless NOTIFICATIONS_ALLOW_PRIVATE_NETWORK (a demo, the tests). */
  allowPrivateNetwork: boolean;
  timeoutMs: number;
  /** For tests: how names resolve. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

/** What the receiver answered: `detail` is the status, never the body (which may echo what was sent). */
export type PostResult =
  | { outcome: "sent"; detail: string }
  | { outcome: "failed"; detail: string }
  | { outcome: "refused"; detail: string };

// Only the status matters; whatever a receiver writes back is read up to this much and dropped.
const MAX_ANSWER_BYTES = 16 * 1024;

function send(
  url: URL,
  address: LookupAddress,
  request: { headers: Record<string, string>; body: string },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: "POST",
      headers: {
        ...request.headers,
        "content-length": String(Buffer.byteLength(request.body)),
        "user-agent": "partner-back-office-notifications",
      },
      lookup: pinned(address),
      agent: false,
      signal,
    });
    outgoing.on("response", resolve);
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/**
 * Posts a notification to a webhook endpoint: http(s) only, never to a private or loopback address unless the
 * policy allows it (checked on the resolved address, which is then the one connected to), no redirects
 * followed, time capped, the answer read under a size cap. A 2xx is delivered; anything else is tried again.
 */
export async function postNotification(
  address: string,
  request: { headers: Record<string, string>; body: string },
  policy: PostPolicy,
): Promise<PostResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { outcome: "refused", detail: "invalid address" };
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
    return { outcome: "refused", detail: "invalid address" };
  }
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    const hostname = url.hostname.replace(/^\[|\]$/g, "");
    const addresses = await (policy.resolve ?? resolveAll)(hostname).catch(() => []);
    const first = addresses[0];
    if (!first) return { outcome: "failed", detail: "host not resolved" };
    if (!policy.allowPrivateNetwork && addresses.some((a) => !isPublicAddress(a.address))) {
      return { outcome: "refused", detail: "private address refused" };
    }
    const response = await send(url, first, request, signal);
    const status = response.statusCode ?? 0;
    await readCappedStream(response, MAX_ANSWER_BYTES).catch(() => undefined);
    const detail = `HTTP ${status}`;
    return status >= 200 && status < 300 ? { outcome: "sent", detail } : { outcome: "failed", detail };
  } catch {
    return { outcome: "failed", detail: signal.aborted ? "timed out" : "connection failed" };
  }
}
