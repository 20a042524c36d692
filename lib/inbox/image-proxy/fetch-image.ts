import type { LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { readCappedStream } from "@/lib/http/read-capped-stream";
import { isAllowedImageUrl } from "../image-hosts";
import { isPublicAddress, pinned, resolveAll } from "./addresses";
import type { ImageFailure } from "./failures";
import { declaredImageType, type ImageType, sniffImageType } from "./sniff";

export interface ImagePolicy {
  /** host[:port] entries from the inbox settings. */
  allowedHosts: readonly string[];
  /** Loopback and private addresses: refused in production unless explicitly allowed. */
  allowPrivateNetwork: boolean;
  /** Plain HTTP refused, except to private addresses when those are allowed (production). */
  requireHttps: boolean;
  maxBytes: number;
  timeoutMs: number;
  /** For tests: how names resolve. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export type ImageResult =
  | { ok: true; bytes: Buffer; contentType: ImageType }
  | { ok: false; reason: ImageFailure };

function request(url: URL, address: LookupAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, {
      method: "GET",
      headers: {
        Accept: "image/jpeg, image/png, image/webp",
        "User-Agent": "partner-back-office-image-proxy",
      },
      lookup: pinned(address),
      agent: false,
      signal,
    });
    outgoing.on("response", resolve);
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/**
 * Fetches an identity image for the inbox: only from an allowed host, never from a private or loopback address
 * unless the policy allows it (checked on the resolved address, which is then the one connected to), over
 * HTTPS when the policy requires it, no redirects, size and time capped, JPEG/PNG/WebP only, checked by their
 * bytes. Nothing is written to disk.
 */
export async function fetchImage(address: string, policy: ImagePolicy): Promise<ImageResult> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: "host_not_allowed" };
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
    return { ok: false, reason: "host_not_allowed" };
  }
  if (!isAllowedImageUrl(url, policy.allowedHosts)) return { ok: false, reason: "host_not_allowed" };
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    const hostname = url.hostname.replace(/^\[|\]$/g, "");
    const addresses = await (policy.resolve ?? resolveAll)(hostname).catch(() => []);
    const first = addresses[0];
    if (!first) return { ok: false, reason: "unresolvable" };
    if (!policy.allowPrivateNetwork && addresses.some((a) => !isPublicAddress(a.address))) {
      return { ok: false, reason: "private_address" };
    }
    if (
      url.protocol === "http:" &&
      policy.requireHttps &&
      !(policy.allowPrivateNetwork && addresses.every((a) => !isPublicAddress(a.address)))
    ) {
      return { ok: false, reason: "insecure" };
    }
    const response = await request(url, first, signal);
    const status = response.statusCode ?? 0;
    if (status !== 200) {
      response.resume();
      if (status >= 300 && status < 400) return { ok: false, reason: "redirect" };
      if (status === 403 || status === 404 || status === 410) return { ok: false, reason: "expired" };
      return { ok: false, reason: "upstream" };
    }
    const declared = declaredImageType(response.headers["content-type"]);
    if (!declared) {
      response.destroy();
      return { ok: false, reason: "unsupported_type" };
    }
    if (Number(response.headers["content-length"] ?? 0) > policy.maxBytes) {
      response.destroy();
      return { ok: false, reason: "too_large" };
    }
    const body = await readCappedStream(response, policy.maxBytes);
    if (!body.ok) return { ok: false, reason: "too_large" };
    const bytes = body.bytes;
    const actual = sniffImageType(bytes);
    if (actual !== declared) return { ok: false, reason: "broken" };
    return { ok: true, bytes, contentType: actual };
  } catch {
    if (signal.aborted) return { ok: false, reason: "timeout" };
    return { ok: false, reason: "upstream" };
  }
}
