import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { createTranslator } from "use-intl/core";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Role } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import type { CellValue } from "@/lib/exports/columns";
import { createWriter } from "@/lib/exports/writers";
import type { Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { timeColumnHeader } from "@/lib/spreadsheet/time";
import { getRun, RUN_ROW_SELECT, type RunRowsFilter, runRowsWhere, toRowView } from "./runs";
import { runViewer } from "./viewer";
import type { RunRowView } from "./views";

type Viewer = Requester<{ id: string; email: string; roles: readonly Role[] }>;

const PAGE = 500;
const text = (value: string | null): CellValue => (value === null ? null : { kind: "text", value });
const money = (minor: string | null, currency: string | null): CellValue =>
  minor === null ? null : { kind: "money", value: { currency: currency ?? "", minor: BigInt(minor) } };
const time = (value: Date | null): CellValue => (value === null ? null : { kind: "datetime", value });
const number = (value: number | null): CellValue => (value === null ? null : { kind: "number", value });

interface Labels {
  bucket(bucket: string | null): string | null;
  problem(row: RunRowView): string | null;
}

/** The columns of a run's results file, in order: what the ledger said beside what the provider answered. */
const RESULT_COLUMNS: { id: string; cell: (row: RunRowView, labels: Labels) => CellValue }[] = [
  { id: "row", cell: (row) => number(row.rowNumber) },
  { id: "identifier", cell: (row) => text(row.identifier) },
  { id: "identifierKind", cell: (row) => text(row.identifierKind) },
  { id: "partnerReference", cell: (row) => text(row.partnerReference) },
  { id: "bucket", cell: (row, labels) => text(labels.bucket(row.bucket)) },
  { id: "expectedStatus", cell: (row) => text(row.expectedStatus) },
  { id: "providerStatus", cell: (row) => text(row.providerStatus) },
  { id: "expectedAmount", cell: (row) => money(row.expectedAmountMinor, row.providerCurrency) },
  { id: "providerAmount", cell: (row) => money(row.providerAmountMinor, row.providerCurrency) },
  { id: "expectedDate", cell: (row) => text(row.expectedDate) },
  { id: "settledAt", cell: (row) => time(row.providerSettledAt) },
  { id: "matchedKind", cell: (row) => text(row.matchedKind) },
  { id: "transactionId", cell: (row) => text(row.providerTransactionId) },
  { id: "requestId", cell: (row) => text(row.providerRequestId) },
  { id: "duplicateOf", cell: (row) => number(row.duplicateOf) },
  { id: "problem", cell: (row, labels) => text(labels.problem(row)) },
  { id: "problemColumn", cell: (row) => text(row.problemColumn) },
  { id: "providerError", cell: (row) => text(row.providerError) },
];

function labelsIn(locale: Locale, timeZone: string) {
  const messages = loadMessages(locale) as {
    reconcile?: {
      runs?: { columns?: Record<string, string>; buckets?: Record<string, string> };
      problems?: Record<string, string>;
    };
  };
  const titles = messages.reconcile?.runs?.columns ?? {};
  const buckets = messages.reconcile?.runs?.buckets ?? {};
  const problems = messages.reconcile?.problems ?? {};
  // A problem names the ledger's column it is about, as the results table does ({column}, {duplicateOf}).
  const t = createTranslator({ locale, messages, namespace: "reconcile.problems" as never }) as unknown as (
    key: string,
    values: Record<string, string | number>,
  ) => string;
  const headers = Object.fromEntries(
    RESULT_COLUMNS.map(({ id }) => {
      const title = titles[id] ?? id;
      return [id, id === "settledAt" ? timeColumnHeader(title, locale, timeZone) : title];
    }),
  );
  const labels: Labels = {
    bucket: (bucket) => (bucket === null ? null : (buckets[bucket] ?? bucket)),
    problem: (row) => {
      if (row.problem === null) return null;
      if (!(row.problem in problems)) return row.problem;
      return t(row.problem, { column: row.problemColumn ?? "", duplicateOf: row.duplicateOf ?? 0 });
    },
  };
  return { headers, labels };
}

/**
 * A run's results as a CSV or XLSX file, through the history exports' writers (every text cell neutralized),
 * in the reader's language and zone: exactly the rows the run's page shows for the same bucket and search, in
 * its order. Rows are read a page at a time and written to a temporary file, which is then streamed and
 * deleted: memory does not grow with the run. Audited as a read of the run, with its bucket and whether it was
 * searched (never the searched text: an identifier of a customer's transaction).
 */
export async function exportRunResults(
  db: Db,
  by: Viewer,
  id: string,
  options: { format: "csv" | "xlsx"; locale: Locale; timeZone: string; filter?: RunRowsFilter },
): Promise<{ body: ReadableStream<Uint8Array>; fileName: string; size: number; rows: number }> {
  const filter: RunRowsFilter = { bucket: options.filter?.bucket ?? null, q: options.filter?.q ?? null };
  const run = await getRun(db, runViewer(by.user), id);
  const { headers, labels } = labelsIn(options.locale, options.timeZone);
  const file = path.join(tmpdir(), `reconcile-${randomUUID()}.${options.format}`);
  const writer = await createWriter(options.format, {
    path: file,
    columns: RESULT_COLUMNS,
    headers,
    timeZone: options.timeZone,
    bom: true,
  });
  let rows = 0;
  let size: number;
  try {
    for (let after = -1; ; ) {
      const page = await db.reconcileRow.findMany({
        where: { ...runRowsWhere(id, filter), rowNumber: { gt: after } },
        orderBy: { rowNumber: "asc" },
        take: PAGE,
        select: RUN_ROW_SELECT,
      });
      for (const stored of page) {
        const row = toRowView(stored);
        await writer.write(RESULT_COLUMNS.map((column) => column.cell(row, labels)));
      }
      rows += page.length;
      const last = page.at(-1);
      if (!last || page.length < PAGE) break;
      after = last.rowNumber;
    }
    size = await writer.close();
  } catch (error) {
    await writer.abort();
    await rm(file, { force: true });
    throw error;
  }
  await audit(db, by, {
    action: "reconcile.export",
    target: { type: "reconcile_run", id },
    outcome: "success",
    detail: {
      format: options.format,
      rows,
      ...(filter.bucket ? { bucket: filter.bucket } : {}),
      ...(filter.q ? { searched: true } : {}),
    },
  });
  const stream = createReadStream(file);
  stream.on("close", () => void rm(file, { force: true }));
  const base = (run.fileName ?? "paste")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\w.-]+/g, "_")
    .slice(0, 80);
  return {
    body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
    fileName: `reconcile-${base}-${run.createdAt.toISOString().slice(0, 10)}${filter.bucket ? `-${filter.bucket}` : ""}.${options.format}`,
    size,
    rows,
  };
}
