export const dynamic = "force-dynamic";

/**
 * Liveness: the process is up and serving requests. It touches nothing else (no database, no session), so a
 * database outage does not make an orchestrator restart healthy processes; `/api/health` says whether the
 * database answers.
 */
export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
