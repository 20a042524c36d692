import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { withApi } from "@/lib/http/with-api";
import { metricsAccess } from "@/lib/metrics/bearer";
import { renderMetrics } from "@/lib/metrics/scrape";

export const dynamic = "force-dynamic";

/**
 * This instance's metrics for Prometheus. Not a signed-in page: a scraper presents METRICS_TOKEN as a bearer
 * token; without METRICS_TOKEN the endpoint does not exist (404).
 */
export const GET = withApi({ checkedBy: "METRICS_TOKEN as a bearer token" }, async (request: Request) => {
  const access = metricsAccess(request.headers.get("authorization"), env().METRICS_TOKEN);
  if (access === "disabled") return new Response(null, { status: 404 });
  if (access === "refused") {
    return Response.json(
      { error: "unauthenticated" },
      { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="metrics"' } },
    );
  }
  const { body, contentType } = await renderMetrics(db());
  return new Response(body, { headers: { "Content-Type": contentType } });
});
