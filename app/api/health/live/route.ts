import { withApi } from "@/lib/http/with-api";

export const dynamic = "force-dynamic";

/**
 * Liveness: the process is up and serving requests. It touches nothing else (no database, no session), so a
 * database outage does not make an orchestrator restart healthy processes; `/api/health` says whether the
 * database answers.
 */
export const GET = withApi({ public: "for orchestrators: says only that the process serves" }, () =>
  Response.json({ status: "ok" }),
);
