import { createHash, timingSafeEqual } from "node:crypto";

export type MetricsAccess = "disabled" | "allowed" | "refused";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * Whether a scrape may read the metrics: never when no METRICS_TOKEN is configured (the endpoint is off),
 * else only with `Authorization: Bearer <token>`, compared in constant time.
 */
export function metricsAccess(authorization: string | null, token: string | undefined): MetricsAccess {
  if (!token) return "disabled";
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match?.[1]) return "refused";
  return timingSafeEqual(digest(match[1]), digest(token)) ? "allowed" : "refused";
}
