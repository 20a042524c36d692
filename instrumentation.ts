import type { Instrumentation } from "next";

// Runs once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Fails the start, naming every wrong variable, instead of failing at the first request.
  const { env } = await import("@/lib/env");
  const { EXPORT_WORKER, RECONCILE_WORKER } = env();
  // Every instance says it is alive (the System page lists it), purges expired records, rolls up the
  // insights' counts and delivers notifications, whatever it does with export jobs.
  const { startHeartbeat } = await import("@/lib/system/heartbeat");
  startHeartbeat();
  const { startRetentionPurge } = await import("@/lib/retention/worker");
  startRetentionPurge();
  const { startInsightsRollup } = await import("@/lib/insights/rollup-worker");
  startInsightsRollup();
  const { startAlertsWorker } = await import("@/lib/alerts/worker");
  startAlertsWorker();
  // Scheduled exports are queued and compliance digests written by whichever instance looks first.
  const { startExportScheduler } = await import("@/lib/exports/schedule-worker");
  startExportScheduler();
  const { startComplianceDigest } = await import("@/lib/notifications/digest/worker");
  startComplianceDigest();
  const { startNotificationDelivery } = await import("@/lib/notifications/delivery/worker");
  startNotificationDelivery();
  if (RECONCILE_WORKER === "on") {
    const { startReconcileWorker } = await import("@/lib/reconciliation/worker");
    startReconcileWorker();
  }
  if (EXPORT_WORKER === "off") return;
  const { startExportWorker } = await import("@/lib/exports/worker");
  startExportWorker();
}

/**
 * Every server error, logged once with its request's id (set by proxy.ts) and the digest the error page
 * shows, so an admin given either finds the request's other lines. Next.js prints the error itself as well.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { log } = await import("@/lib/log");
  const { REQUEST_ID_HEADER, isWellFormedRequestId } = await import("@/lib/request-id");
  const header = request.headers[REQUEST_ID_HEADER];
  const requestId = typeof header === "string" && isWellFormedRequestId(header) ? header : null;
  const digest = (error as { digest?: unknown } | null)?.digest;
  log.error("request_failed", {
    requestId,
    digest: typeof digest === "string" ? digest : null,
    method: request.method,
    route: context.routePath,
    routeType: context.routeType,
    error,
  });
};
