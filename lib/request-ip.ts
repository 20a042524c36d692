import { isIP } from "node:net";
import { env } from "@/lib/env";

export interface ProxyTrust {
  trustProxy: boolean;
  /** How many proxies of ours stand in front of the app, each appending its peer to X-Forwarded-For. */
  hops: number;
}

/** An address as one canonical string ("203.0.113.7", "2001:db8::1"), or null when it is not one. */
function canonicalAddress(entry: string): string | null {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped?.[1]) text = mapped[1];
  return isIP(text) ? text : null;
}

/**
 * The client's address as our own proxies saw it. Each proxy appends the address of whoever connected to it,
 * so only the entries our proxies wrote can be believed, and they are at the right: with N proxies the
 * client is the N-th entry from the right. Everything left of it was sent by the client and is ignored, so a
 * forged X-Forwarded-For changes nothing. Without trusted proxies no address is known (null): the socket's
 * peer is not available to the app, and any header could be forged.
 */
export function clientAddress(headers: Headers, trust: ProxyTrust): string | null {
  if (!trust.trustProxy) return null;
  const entries = (headers.get("x-forwarded-for") ?? "").split(",");
  if (entries.length < trust.hops) return null;
  return canonicalAddress(entries[entries.length - trust.hops] ?? "");
}

/** The client's address for this request under the configured proxies (TRUST_PROXY, TRUSTED_PROXY_HOPS). */
export function clientIp(headers: Headers): string | null {
  const { TRUST_PROXY, TRUSTED_PROXY_HOPS } = env();
  return clientAddress(headers, { trustProxy: TRUST_PROXY, hops: TRUSTED_PROXY_HOPS });
}
