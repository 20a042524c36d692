import type { DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { runExpiry } from "./retention";
import type { InvalidLedgerRow, LedgerRow, RunSource } from "./types";

/** A row to write: one to ask, an invalid one, or a later row of an identifier already in the file. */
export type IncomingRow = (LedgerRow & { duplicateOf?: number | null }) | InvalidLedgerRow;

export const MAX_RUN_ROWS = 100_000;
const INSERT_BATCH = 500;

export interface NewRun {
  ownerId: string;
  source: RunSource;
  fileName?: string | null;
  fileSize?: number | null;
  fileSealed?: string | null;
  mapping?: string | null;
  sheet?: string | null;
}

export interface CreatedRun {
  id: string;
  rowCount: number;
  /** Rows already in their bucket when written (invalid, duplicate): nothing to ask of the provider. */
  settled: number;
}

function rowData(runId: string, row: IncomingRow) {
  if ("invalid" in row) {
    return {
      runId,
      rowNumber: row.rowNumber,
      identifier: row.raw,
      identifierKind: "auto",
      problem: row.invalid.code,
      problemColumn: row.invalid.column ?? null,
      state: "done",
      bucket: "invalid",
    };
  }
  const duplicate = row.duplicateOf !== undefined && row.duplicateOf !== null;
  return {
    runId,
    rowNumber: row.rowNumber,
    identifier: row.identifier,
    identifierKind: row.identifierKind,
    expectedAmountMinor: row.expectedAmountMinor === null ? null : row.expectedAmountMinor.toString(),
    expectedStatus: row.expectedStatus,
    expectedDate: row.expectedDate,
    partnerReference: row.partnerReference,
    duplicateOf: duplicate ? row.duplicateOf : null,
    state: duplicate ? "done" : "pending",
    bucket: duplicate ? "duplicate" : null,
  };
}

/**
 * Writes a queued run and one row per ledger row (invalid and duplicate rows already in their bucket), in the
 * caller's transaction: a run is there with all its rows or not at all. Writes no audit entry (the audited
 * start functions do); seeds, tests and the bench call it too.
 */
export async function createRun(
  tx: DbTx,
  run: NewRun,
  rows: Iterable<IncomingRow> | AsyncIterable<IncomingRow>,
  now = new Date(),
): Promise<CreatedRun> {
  const created = await tx.reconcileRun.create({
    data: { ...run, state: "queued", expiresAt: runExpiry(now), createdAt: now },
    select: { id: true },
  });
  let rowCount = 0;
  let settled = 0;
  let batch: ReturnType<typeof rowData>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.reconcileRow.createMany({ data: batch });
    batch = [];
  };
  for await (const row of rows) {
    rowCount += 1;
    if (rowCount > MAX_RUN_ROWS) throw new AppError("reconcile_too_many_rows");
    const data = rowData(created.id, row);
    if (data.state === "done") settled += 1;
    batch.push(data);
    if (batch.length >= INSERT_BATCH) await flush();
  }
  await flush();
  if (rowCount === 0) throw new AppError("reconcile_no_rows");
  await tx.reconcileRun.update({ where: { id: created.id }, data: { rowCount, rowsDone: settled } });
  return { id: created.id, rowCount, settled };
}
