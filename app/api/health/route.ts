import { db } from "@/lib/db/client";
import { pingDatabase } from "@/lib/db/ping";
import { withApi } from "@/lib/http/with-api";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

const TIMEOUT_MS = 2_000;

/** For load balancers and monitors: no authentication, no detail beyond up or down. */
export const GET = withApi(
  { public: "for load balancers and monitors: up or down, nothing more" },
  async () => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(db()),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("database check timed out")), TIMEOUT_MS);
        }),
      ]);
      return Response.json({
        status: "ok",
        database: "up",
        latencyMs: Math.round(performance.now() - started),
      });
    } catch (error) {
      log.warn("health_database_down", { error });
      return Response.json({ status: "error", database: "down" }, { status: 503 });
    } finally {
      // Polled often, by every load balancer: no timer is left behind for each answered check.
      clearTimeout(timer);
    }
  },
);
