import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { DELIVERY_OUTCOMES } from "@/lib/callbacks/store-rows";
import { LATENCY_BUCKETS_MS } from "@/lib/system/latency-buckets";

/** Every name starts with this, so the app's series are easy to find among others. */
export const METRIC_PREFIX = "backoffice_";

/** What a callback request ended as: a delivery outcome, a limited anonymous caller, or a failure (500/503). */
export const CALLBACK_METRIC_OUTCOMES = [...DELIVERY_OUTCOMES, "rate_limited", "error"] as const;
export type CallbackMetricOutcome = (typeof CALLBACK_METRIC_OUTCOMES)[number];

export const SIGN_IN_OUTCOMES = [
  "success",
  "invalid",
  "disabled",
  "throttled",
  // Single sign-on (lib/sso): signed in; refused (unverified email, unknown user, disabled, no mapped role,
  // an account linked to another identity at the provider);
  // failed in the exchange with the identity provider (a tampered or replayed answer, the provider down).
  "sso_success",
  "sso_unverified",
  "sso_unknown",
  "sso_disabled",
  "sso_no_role",
  "sso_other_identity",
  "sso_error",
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

// Export jobs take seconds to many minutes.
const EXPORT_DURATION_BUCKETS_S = [1, 5, 15, 30, 60, 120, 300, 600, 1_800, 3_600];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const registers = [registry];
  const callbackDeliveries = new Counter({
    name: `${METRIC_PREFIX}callback_deliveries_total`,
    help: "Callback requests answered by this instance, by outcome (anonymous refusals included).",
    labelNames: ["outcome"] as const,
    registers,
  });
  const signIns = new Counter({
    name: `${METRIC_PREFIX}sign_ins_total`,
    help: "Sign-in attempts handled by this instance, by outcome.",
    labelNames: ["outcome"] as const,
    registers,
  });
  // Known outcomes start at 0, so a rate can be taken from the first scrape on.
  for (const outcome of CALLBACK_METRIC_OUTCOMES) callbackDeliveries.inc({ outcome }, 0);
  for (const outcome of SIGN_IN_OUTCOMES) signIns.inc({ outcome }, 0);
  return {
    registry,
    callbackDeliveries,
    signIns,
    providerCalls: new Counter({
      name: `${METRIC_PREFIX}provider_calls_total`,
      help: "Exchanges with the provider made by this instance (retries included), by operation and outcome.",
      labelNames: ["operation", "outcome"] as const,
      registers,
    }),
    providerCallDuration: new Histogram({
      name: `${METRIC_PREFIX}provider_call_duration_seconds`,
      help: "Time from sending a request to the provider to its answer read or its failure.",
      labelNames: ["operation", "outcome"] as const,
      buckets: LATENCY_BUCKETS_MS.map((ms) => ms / 1000),
      registers,
    }),
    providerCircuitState: new Gauge({
      name: `${METRIC_PREFIX}provider_circuit_state`,
      help: "This instance's circuit breaker per provider host: 1 for its current state, 0 for the others.",
      labelNames: ["host", "state"] as const,
      registers,
    }),
    providerPacerWaiting: new Gauge({
      name: `${METRIC_PREFIX}provider_pacer_waiting`,
      help: "Exchanges with the provider waiting for their turn in this instance's pacer, by priority.",
      labelNames: ["priority"] as const,
      registers,
    }),
    providerRateLimitsHonoured: new Counter({
      name: `${METRIC_PREFIX}provider_rate_limits_honoured_total`,
      help: "429 answers of the provider after which this instance paused every exchange for its Retry-After.",
      registers,
    }),
    exportJobs: new Gauge({
      name: `${METRIC_PREFIX}export_jobs`,
      help: "Export jobs queued or running now (read from the shared database: every instance reports the same).",
      labelNames: ["state"] as const,
      registers,
    }),
    exportOldestQueuedSeconds: new Gauge({
      name: `${METRIC_PREFIX}export_oldest_queued_seconds`,
      help: "Age of the oldest queued export job, 0 when none waits (shared database).",
      registers,
    }),
    exportJobsFinished: new Counter({
      name: `${METRIC_PREFIX}export_jobs_finished_total`,
      help: "Export jobs this instance's worker finished, by final state.",
      labelNames: ["state"] as const,
      registers,
    }),
    exportJobDuration: new Histogram({
      name: `${METRIC_PREFIX}export_job_duration_seconds`,
      help: "Time from an export job's start to its end on this instance's worker, by final state.",
      labelNames: ["state"] as const,
      buckets: EXPORT_DURATION_BUCKETS_S,
      registers,
    }),
    instanceInfo: new Gauge({
      name: `${METRIC_PREFIX}instance_info`,
      help: "Always 1; names this instance and the version it runs.",
      labelNames: ["instance", "version"] as const,
      registers,
    }),
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;

const holder = globalThis as unknown as { __appMetrics?: AppMetrics };

/**
 * This process's metrics, held once per process: route bundles, the instrumentation bundle and dev-server
 * reloads each load this module, and all must count into the same registry.
 */
export function appMetrics(): AppMetrics {
  holder.__appMetrics ??= createMetrics();
  return holder.__appMetrics;
}
