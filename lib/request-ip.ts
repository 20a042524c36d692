import { env } from "@/lib/env";

/**
 * The client's address, or null when it cannot be known: it is read from X-Forwarded-For / X-Real-IP only
 * behind a trusted proxy (TRUST_PROXY), since anyone can send those headers.
 */
export function clientIp(headers: Headers): string | null {
  if (!env().TRUST_PROXY) return null;
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || headers.get("x-real-ip") || null;
}
