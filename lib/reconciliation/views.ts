import type { ReconcileBucket, RunSource, RunState } from "./types";

/** A run as the list and the run's page show it (plain data: it crosses from a server action as is). */
export interface ReconcileRunView {
  id: string;
  ownerId: string;
  ownerEmail: string;
  source: RunSource;
  fileName: string | null;
  fileSize: number | null;
  state: RunState;
  cancelRequested: boolean;
  rowCount: number;
  rowsDone: number;
  failureReason: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  expiresAt: Date | null;
}

/** A page of the runs list. */
export interface RunsPage {
  runs: ReconcileRunView[];
  total: number;
  page: number;
  pageSize: number;
}

/** One bucket of a run's summary: how many rows, and the sums of their expected and provider amounts. */
export interface BucketTotal {
  bucket: ReconcileBucket;
  count: number;
  /** Bigint minor units as decimal text: a sum of many amounts is past a JavaScript number's exact range. */
  expectedMinor: string;
  providerMinor: string;
}

export interface RunSummary {
  run: ReconcileRunView;
  /** Every bucket, in RECONCILE_BUCKETS order, including the empty ones. */
  buckets: BucketTotal[];
  /** Rows not answered yet. */
  pending: number;
}

/** One row of a run's results. Money as decimal text of minor units. */
export interface RunRowView {
  id: string;
  rowNumber: number;
  identifier: string;
  identifierKind: string;
  expectedAmountMinor: string | null;
  expectedStatus: string | null;
  expectedDate: string | null;
  partnerReference: string | null;
  /** A key under `reconcile.problems` (an invalid row). */
  problem: string | null;
  /** The ledger's column header the problem is about, as written in its header row. */
  problemColumn: string | null;
  /** The row number of the first row with the same identifier (a duplicate). */
  duplicateOf: number | null;
  state: "pending" | "done";
  bucket: ReconcileBucket | null;
  matchedKind: string | null;
  providerRequestId: string | null;
  providerTransactionId: string | null;
  providerStatus: string | null;
  providerAmountMinor: string | null;
  providerCurrency: string | null;
  providerSettledAt: Date | null;
  /** What the provider's failure said, for the person (never a secret). */
  providerError: string | null;
  askedAt: Date | null;
}

export interface RunRowsPage {
  rows: RunRowView[];
  total: number;
  page: number;
  pageSize: number;
}
