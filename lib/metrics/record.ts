import type { ProviderCall } from "@/lib/provider/call-observer";
import type { PacePriority } from "@/lib/provider/pacer";
import { appMetrics, type CallbackMetricOutcome, type SignInOutcome } from "./registry";

// Each is an increment in memory: cheap enough for the callback and lookup paths.

export function countCallback(outcome: CallbackMetricOutcome): void {
  appMetrics().callbackDeliveries.inc({ outcome });
}

export function countSignIn(outcome: SignInOutcome): void {
  appMetrics().signIns.inc({ outcome });
}

export function countProviderCall(call: ProviderCall): void {
  const metrics = appMetrics();
  const labels = { operation: call.operation, outcome: call.outcome };
  metrics.providerCalls.inc(labels);
  if (call.latencyMs !== null) metrics.providerCallDuration.observe(labels, call.latencyMs / 1000);
}

export function countExportJobFinished(state: string, durationMs: number | null): void {
  const metrics = appMetrics();
  metrics.exportJobsFinished.inc({ state });
  if (durationMs !== null) metrics.exportJobDuration.observe({ state }, durationMs / 1000);
}

export function countPacerWaiting(priority: PacePriority, count: number): void {
  appMetrics().providerPacerWaiting.set({ priority }, count);
}

export function countRateLimitHonoured(): void {
  appMetrics().providerRateLimitsHonoured.inc();
}
