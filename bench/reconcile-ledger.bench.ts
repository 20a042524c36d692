// Reading and validating a manager's 100,000-row ledger before any call to the provider (the target:
// at most 5 s each), as CSV and as XLSX, each beside a baseline from the same run over the same bytes: for the
// CSV, the text merely decoded and split into lines; for the XLSX, exceljs's own streaming reader going through
// every row of the same workbook with no checks, no zip guard and no validation. The files are generated here:
// a semicolon CSV with a byte order mark and Indonesian amounts, and a workbook with number cells.
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { readLedger } from "@/lib/reconciliation/ledger/read";
import { toLedgerRows } from "@/lib/reconciliation/ledger/rows";
import type { ColumnMapping } from "@/lib/reconciliation/schemas";
import { round, timedMedian } from "./database-bench";
import { type Comparison, report } from "./server";

const NAME = "reconcile-ledger";
const ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 100_000);
const RUNS = 3;
const HEADER = ["ID Transaksi", "Jenis", "Jumlah", "Status", "Tanggal", "Referensi"];
const MAPPING: ColumnMapping = {
  identifier: "ID Transaksi",
  identifierKind: "Jenis",
  amount: "Jumlah",
  amountFormat: "id",
  status: "Status",
  date: "Tanggal",
  reference: "Referensi",
};

const identifier = (i: number) =>
  i % 2 === 0
    ? `TRX-2026-${String(i).padStart(8, "0")}`
    : `${String(i).padStart(8, "0")}-7a4d-4e1b-9c2a-5d6e7f8a9b0c`;
const kind = (i: number) => (i % 3 === 0 ? "" : i % 2 === 0 ? "partnerId" : "requestId");
const minor = (i: number) => 1_000_000 + i * 37;
const idAmount = (i: number) =>
  `IDR ${Math.floor(minor(i) / 100).toLocaleString("id-ID")},${String(minor(i) % 100).padStart(2, "0")}`;

function csvBytes(): Uint8Array {
  const lines = [HEADER.join(";")];
  for (let i = 0; i < ROWS; i++) {
    lines.push(`${identifier(i)};${kind(i)};${idAmount(i)};SUCCESS;2026-11-01;"INV ""${i}"""`);
  }
  return new TextEncoder().encode(`\uFEFF${lines.join("\r\n")}\r\n`);
}

async function xlsxBytes(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = workbook.addWorksheet("Ledger");
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < ROWS; i++) {
    sheet.addRow([identifier(i), kind(i), minor(i) / 100, "SUCCESS", "2026-11-01", `INV ${i}`]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

async function readAndValidate(bytes: Uint8Array, fileName: string): Promise<number> {
  const rows = toLedgerRows(await readLedger(bytes, fileName), MAPPING);
  const invalid = rows.filter((row) => "invalid" in row).length;
  if (rows.length !== ROWS || invalid > 0) throw new Error(`read ${rows.length} rows, ${invalid} invalid`);
  return rows.length;
}

async function exceljsRows(bytes: Uint8Array): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  let count = 0;
  for await (const worksheet of reader) for await (const _ of worksheet) count += 1;
  return count;
}

/**
 * The median wall time of the runs, and the processor time a run took on average: on a machine shared with other
 * work the wall time grows with the others' load, the processor time much less.
 */
async function timed(run: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const before = process.cpuUsage();
  const wall = await timedMedian(RUNS, run);
  const { user, system } = process.cpuUsage(before);
  return { wall, cpu: round((user + system) / 1000 / (RUNS + 1)) };
}

const csv = csvBytes();
const xlsx = await xlsxBytes();
const csvRead = await timed(() => readAndValidate(csv, "ledger.csv"));
const csvSplit = await timed(async () => new TextDecoder().decode(csv).split("\n").length);
const xlsxRead = await timed(() => readAndValidate(xlsx, "ledger.xlsx"));
const xlsxPlain = await timed(() => exceljsRows(xlsx));

const rows = ROWS.toLocaleString("en-US");
const mib = (bytes: Uint8Array) => round(bytes.length / 1024 / 1024);
const comparisons: Comparison[] = [
  {
    figure: `${rows}-row CSV (${mib(csv)} MiB) read and validated`,
    value: csvRead.wall,
    unit: "ms",
    baselineName: "the same bytes decoded and split into lines",
    baseline: csvSplit.wall,
  },
  {
    figure: `${rows}-row XLSX (${mib(xlsx)} MiB) read and validated`,
    value: xlsxRead.wall,
    unit: "ms",
    baselineName: "exceljs streaming through the same workbook, unchecked",
    baseline: xlsxPlain.wall,
  },
];
await report(
  NAME,
  {
    "CSV size (MiB)": mib(csv),
    "CSV read and validated (ms)": csvRead.wall,
    "CSV read and validated, processor time (ms)": csvRead.cpu,
    "CSV decoded and split into lines (ms)": csvSplit.wall,
    "CSV decoded and split, processor time (ms)": csvSplit.cpu,
    "XLSX size (MiB)": mib(xlsx),
    "XLSX read and validated (ms)": xlsxRead.wall,
    "XLSX read and validated, processor time (ms)": xlsxRead.cpu,
    "XLSX streamed by exceljs, unchecked (ms)": xlsxPlain.wall,
    "XLSX streamed by exceljs, processor time (ms)": xlsxPlain.cpu,
  },
  comparisons,
);
