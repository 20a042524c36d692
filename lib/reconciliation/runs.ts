import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { RUN_ROWS_PAGE_SIZE, type RunRowsInput } from "./schemas";
import { RECONCILE_BUCKETS, type ReconcileBucket, type RunSource, type RunState } from "./types";
import type { RunViewer } from "./viewer";
import type { BucketTotal, ReconcileRunView, RunRowsPage, RunRowView, RunSummary, RunsPage } from "./views";

export const RUNS_PAGE_SIZE = 50;

const runSelect = {
  id: true,
  ownerId: true,
  source: true,
  fileName: true,
  fileSize: true,
  state: true,
  cancelRequested: true,
  rowCount: true,
  rowsDone: true,
  failureReason: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
  expiresAt: true,
  owner: { select: { email: true } },
} as const;

type SelectedRun = Omit<ReconcileRunView, "ownerEmail" | "source" | "state"> & {
  source: string;
  state: string;
  owner: { email: string };
};

function toRunView({ owner, ...run }: SelectedRun): ReconcileRunView {
  return { ...run, source: run.source as RunSource, state: run.state as RunState, ownerEmail: owner.email };
}

const visibleTo = (viewer: RunViewer) => (viewer.seesAll ? {} : { ownerId: viewer.id });

/** A page of the viewer's runs (everyone's for a viewer who sees all), newest first, and how many there are. */
export async function listRuns(db: Db, viewer: RunViewer, page = 1): Promise<RunsPage> {
  const where = visibleTo(viewer);
  const [runs, total] = await Promise.all([
    db.reconcileRun.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * RUNS_PAGE_SIZE,
      take: RUNS_PAGE_SIZE,
      select: runSelect,
    }),
    db.reconcileRun.count({ where }),
  ]);
  return { runs: runs.map(toRunView), total, page, pageSize: RUNS_PAGE_SIZE };
}

/** A run the viewer may see; any other answers not found, so whether it exists does not leak. */
export async function getRun(db: DbTx, viewer: RunViewer, id: string): Promise<ReconcileRunView> {
  const run = await db.reconcileRun.findFirst({ where: { id, ...visibleTo(viewer) }, select: runSelect });
  if (!run) throw new AppError("reconcile_run_not_found");
  return toRunView(run);
}

const sumText = (values: Iterable<string | null>) => {
  let sum = 0n;
  for (const value of values) if (value !== null) sum += BigInt(value);
  return sum.toString();
};

/**
 * Counts and amount totals per bucket. Amounts are summed as bigints here, not by the database: they are
 * decimal text (exact minor units), which neither database sums exactly past 2^53 without a cast that differs
 * per dialect. Rows are read bucket by bucket in pages, so memory stays flat whatever the run's size.
 */
export async function bucketTotals(db: DbTx, runId: string): Promise<BucketTotal[]> {
  const totals: BucketTotal[] = [];
  for (const bucket of RECONCILE_BUCKETS) {
    let count = 0;
    let expected = 0n;
    let provider = 0n;
    let after = -1;
    for (;;) {
      const rows = await db.reconcileRow.findMany({
        where: { runId, bucket, rowNumber: { gt: after } },
        orderBy: { rowNumber: "asc" },
        take: 5_000,
        select: { rowNumber: true, expectedAmountMinor: true, providerAmountMinor: true },
      });
      if (rows.length === 0) break;
      count += rows.length;
      expected += BigInt(sumText(rows.map((row) => row.expectedAmountMinor)));
      provider += BigInt(sumText(rows.map((row) => row.providerAmountMinor)));
      after = rows[rows.length - 1]?.rowNumber ?? after;
    }
    totals.push({ bucket, count, expectedMinor: expected.toString(), providerMinor: provider.toString() });
  }
  return totals;
}

/** A run and its totals per bucket, for a viewer who may see it. */
export async function runSummary(db: Db, viewer: RunViewer, id: string): Promise<RunSummary> {
  const run = await getRun(db, viewer, id);
  const [buckets, pending] = await Promise.all([
    bucketTotals(db, id),
    db.reconcileRow.count({ where: { runId: id, state: "pending" } }),
  ]);
  return { run, buckets, pending };
}

const rowSelect = {
  id: true,
  rowNumber: true,
  identifier: true,
  identifierKind: true,
  expectedAmountMinor: true,
  expectedStatus: true,
  expectedDate: true,
  partnerReference: true,
  problem: true,
  problemColumn: true,
  duplicateOf: true,
  state: true,
  bucket: true,
  matchedKind: true,
  providerRequestId: true,
  providerTransactionId: true,
  providerStatus: true,
  providerAmountMinor: true,
  providerCurrency: true,
  providerSettledAt: true,
  providerError: true,
  askedAt: true,
} as const;

export function toRowView(
  row: Omit<RunRowView, "state" | "bucket"> & { state: string; bucket: string | null },
) {
  return { ...row, state: row.state as RunRowView["state"], bucket: row.bucket as ReconcileBucket | null };
}
export { rowSelect as RUN_ROW_SELECT };

/** What narrows a run's rows: one bucket or all, and a search. */
export type RunRowsFilter = Pick<RunRowsInput, "bucket" | "q">;

/**
 * The rows of a run a filter shows, the one definition the results page and its export share. The search is an
 * exact match of the whole text (identifiers and references are pasted as a whole).
 */
export function runRowsWhere(runId: string, filter: RunRowsFilter) {
  return {
    runId,
    ...(filter.bucket ? { bucket: filter.bucket } : {}),
    ...(filter.q ? { OR: [{ identifier: filter.q }, { partnerReference: filter.q }] } : {}),
  };
}

/**
 * A page of a run's rows in row order, of one bucket or all, searched by identifier or partner reference. The
 * search is an exact match of the whole text (both are identifiers, pasted as a whole): the same answer on
 * both databases, and an index-free scan of one run at worst.
 */
export async function listRunRows(
  db: Db,
  viewer: RunViewer,
  input: Pick<RunRowsInput, "id" | "bucket" | "q" | "page">,
): Promise<RunRowsPage> {
  await getRun(db, viewer, input.id);
  const where = runRowsWhere(input.id, input);
  const [rows, total] = await Promise.all([
    db.reconcileRow.findMany({
      where,
      orderBy: { rowNumber: "asc" },
      skip: (input.page - 1) * RUN_ROWS_PAGE_SIZE,
      take: RUN_ROWS_PAGE_SIZE,
      select: rowSelect,
    }),
    db.reconcileRow.count({ where }),
  ]);
  return { rows: rows.map(toRowView), total, page: input.page, pageSize: RUN_ROWS_PAGE_SIZE };
}
