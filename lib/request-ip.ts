import { env } from "@/lib/env";

/** The client's address: from X-Forwarded-For only behind a trusted proxy, since anyone can send that header. */
export function clientIp(headers: Headers): string {
  if (env().TRUST_PROXY) {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return headers.get("x-real-ip") ?? "direct";
}
