// Runs once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Fails the start, naming every wrong variable, instead of failing at the first request.
  const { env } = await import("@/lib/env");
  const { EXPORT_WORKER } = env();
  // Every instance says it is alive (the System page lists it) and purges expired records, whatever it does
  // with export jobs.
  const { startHeartbeat } = await import("@/lib/system/heartbeat");
  startHeartbeat();
  const { startRetentionPurge } = await import("@/lib/retention/worker");
  startRetentionPurge();
  if (EXPORT_WORKER === "off") return;
  const { startExportWorker } = await import("@/lib/exports/worker");
  startExportWorker();
}
