import type { RefusalKind } from "@/lib/callbacks/refusal-tally";
import type { DeliveryOutcome } from "@/lib/callbacks/store-rows";
import type { ProviderCallOutcome } from "@/lib/provider/call-observer";
import type { CircuitState } from "@/lib/provider/circuit-breaker";
import type { ProviderOperation } from "@/lib/provider/errors";

// What the System page shows, as the page hands it to its components and GET /api/system sends it: times
// are ISO 8601 strings, so the first render and every refresh have the same shape.

export type ErrorOutcome = Exclude<ProviderCallOutcome, "ok">;

export interface CallStats {
  calls: number;
  /** Share of calls the provider answered as documented (0–1); null without calls. */
  successRate: number | null;
  /** Latency quantiles of the timed calls, in ms, from the shared buckets; null without timed calls. */
  p50Ms: number | null;
  p95Ms: number | null;
  errors: Partial<Record<ErrorOutcome, number>>;
}

export interface OperationStats {
  operation: ProviderOperation;
  lastHour: CallStats;
  lastDay: CallStats;
}

export interface CallsPerHour {
  hourStart: string;
  calls: number;
  errors: number;
}

export interface BreakerRow {
  instanceId: string;
  host: string;
  state: CircuitState;
  changedAt: string;
  updatedAt: string;
  /** The instance has stopped sending heartbeats: this is its last known state. */
  instanceGone: boolean;
}

export interface ProviderOverview {
  operations: OperationStats[];
  hours: CallsPerHour[];
  breakers: BreakerRow[];
  /** How long an open breaker refuses calls before it lets one through (PROVIDER_BREAKER_COOLDOWN_SECONDS). */
  breakerCooldownSeconds: number;
  /** The shared access token's dates (never the token); null before any token was fetched. */
  token: { expiresAt: string | null; refreshedAt: string | null } | null;
}

/** A delivery as counted on the page: a stored delivery's outcome, or an anonymous refusal's kind. */
export type CallbackKind = DeliveryOutcome | RefusalKind;

export type CallbackCounts = Partial<Record<CallbackKind, number>>;

export interface CallbacksPerHour {
  hourStart: string;
  counts: CallbackCounts;
}

/** Why refusals are high: token refusals (a wrong token, or someone probing), malformed bodies, or mixed. */
export type RefusalWarning = "token" | "shape" | "mixed";

export interface CallbackOverview {
  hours: CallbacksPerHour[];
  /** When the last delivery with a valid token and body arrived (stored, duplicate or conflict). */
  lastValidAt: string | null;
  lastHour: { total: number; refused: number; warning: RefusalWarning | null };
}

export interface InstanceRow {
  id: string;
  version: string;
  host: string;
  pid: number;
  startedAt: string;
  lastSeenAt: string;
  gone: boolean;
  /** The instance serving this page. */
  current: boolean;
}

export interface RetentionRunRow {
  instanceId: string;
  startedAt: string;
  finishedAt: string;
  deleted: Record<string, number>;
  failure: string | null;
}

export interface WorkersOverview {
  instances: InstanceRow[];
  exports: {
    queued: number;
    running: number;
    /** Finished in the last 24 hours. */
    failed: number;
    /** Done with at least one entry. */
    done: number;
    /** Done with no entry at all (`lib/exports/empty-export.ts`). */
    empty: number;
    oldestQueuedAt: string | null;
  };
  /** The last retention pass of any instance, and the last that succeeded when that one failed. */
  retention: { last: RetentionRunRow | null; lastSucceeded: RetentionRunRow | null };
}

export type DatabaseKind = "sqlite" | "postgresql";
/** How table sizes were measured: bytes on disk (PostgreSQL, SQLite's dbstat) or rows counted. */
export type SizeMethod = "pg_total_relation_size" | "dbstat" | "row_count";

export interface TableSize {
  name: string;
  bytes: number | null;
  rows: number | null;
}

export interface MigrationSummary {
  applied: number;
  /** Migrations shipped with this version (null when its files cannot be read). */
  known: number | null;
  pending: string[];
  /** Applied migrations whose file has changed since: the migration runner refuses to run until resolved. */
  changed: string[];
  latest: { name: string; appliedAt: string } | null;
}

export interface DatabaseOverview {
  kind: DatabaseKind;
  migrations: MigrationSummary;
  tables: { method: SizeMethod; measuredAt: string; largest: TableSize[] };
}

export interface SystemOverview {
  generatedAt: string;
  provider: ProviderOverview;
  callbacks: CallbackOverview;
  workers: WorkersOverview;
  database: DatabaseOverview;
}
