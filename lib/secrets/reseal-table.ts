import {
  type Keyring,
  open,
  SecretBoxError,
  seal,
  sealedPrefix,
  sealedVersion,
} from "@/lib/crypto/secret-box";

export const RESEAL_TABLES = [
  "ProviderSettings",
  "ProviderToken",
  "UpgradeDecision",
  "CallbackDelivery",
  "TotpFactor",
  "SsoSettings",
  "ReconcileRun",
  "NotificationSettings",
  "WebhookEndpoint",
] as const;
export type ResealTable = (typeof RESEAL_TABLES)[number];

export interface TableReport {
  table: ResealTable;
  /** Rows holding a value under another key than the current one when the run came to the table. */
  toCheck: number;
  /** Rows holding a value under another key than the current one, looked at by this run. */
  checked: number;
  /** Rows whose values this run moved to the current key. */
  resealed: number;
  /** Rows whose every value was under the current key already (never rewritten: a second run changes nothing). */
  alreadyCurrent: number;
  /** Rows with a value that no configured key opens: left as they are and reported, one problem each. */
  unreadable: number;
  /** Rows that another writer changed at every attempt: left for a later run. */
  busy: number;
  /** Access tokens that no configured key opens, dropped: the app fetches a new one when it needs it. */
  dropped: number;
  /**
   * Decisions whose fingerprint matched none of the keys (or whose current-key fingerprint another decision
   * already has): kept as they are, so a re-send of them is no longer recognised once the old key is gone.
   */
  fingerprintsKept: number;
  /** Rows still holding a value under another key when the run ended (unreadable ones included). */
  remaining: number;
}

export interface ResealProblem {
  table: ResealTable;
  id: string;
  column: string;
  /** Never the value: what failed, naming the key version the value names. */
  message: string;
}

export interface ResealOptions {
  /** Rows read and re-sealed per batch, in primary-key order. */
  batchSize?: number;
  /** After every batch, with the table's counts so far (a throw here stops the run: the next run resumes). */
  onBatch?: (report: Readonly<TableReport>) => void | Promise<void>;
  onProblem?: (problem: ResealProblem) => void;
}

/** How often a row that another writer keeps changing is read again before it is left for a later run. */
const ATTEMPTS = 3;

export interface SealedColumn {
  name: string;
  context: string;
  /** A required column (never null) cannot be compared with null in a Prisma filter. */
  required?: boolean;
}

export interface Plan {
  /** The columns to write (sealed values, and for a decision its fingerprint). */
  data: Record<string, unknown>;
  unreadable: { column: string; message: string }[];
  fingerprintKept?: boolean;
}

/** `fingerprintKept`: the sealed value was written, but the fingerprint had to stay as it was. */
export type Written = "written" | "changed" | "fingerprintKept";

// Prisma's generated where-types cannot express a column chosen at run time; the shapes built here are valid
// for every column they are used with (all nullable or required strings).
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyWhere = any;

/** The part of a Prisma model the loop uses, the same for every table. */
export interface SealedModel<Row> {
  findMany(args: { where: AnyWhere; orderBy: { id: "asc" }; take: number }): Promise<Row[]>;
  count(args: { where: AnyWhere }): Promise<number>;
  findUnique(args: { where: { id: string } }): Promise<Row | null>;
  updateMany(args: { where: AnyWhere; data: AnyWhere }): Promise<{ count: number }>;
}

/** A table with sealed columns, as the loop sees it. */
export interface SealedTable<Row extends { id: string }> {
  table: ResealTable;
  model: SealedModel<Row>;
  columns: readonly SealedColumn[];
  /** Columns besides the sealed ones that a write must still find as they were read (a fingerprint). */
  alsoUnchanged?: readonly string[];
  /** What to do with a value no key opens: report it, or (a disposable value) drop it. */
  unreadable: "report" | "drop";
  /** Adds to the sealed columns' plan what the table derives from them. */
  plan?: (row: Row, keys: Keyring, sealed: Plan) => Plan;
  /** Around the compare-and-swap write, for a table whose write can fail in a way it recovers from. */
  write?: (
    data: Record<string, unknown>,
    write: (data: Record<string, unknown>) => Promise<Written>,
  ) => Promise<Written>;
}

const columnValue = (row: object, column: string) => (row as Record<string, unknown>)[column];

/** The new sealed value, or undefined when the value is absent or already under the current key. */
function resealValue(value: string | null, keys: Keyring, context: string): string | undefined {
  if (value === null || sealedVersion(value) === keys.current.version) return undefined;
  return seal(open(value, keys, context), keys.current, context);
}

function planColumns(row: object, columns: readonly SealedColumn[], keys: Keyring): Plan {
  const plan: Plan = { data: {}, unreadable: [] };
  for (const { name, context } of columns) {
    try {
      const next = resealValue((columnValue(row, name) as string | null | undefined) ?? null, keys, context);
      if (next !== undefined) plan.data[name] = next;
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      plan.unreadable.push({ column: name, message: error.message });
    }
  }
  return plan;
}

/** A column that holds a value not sealed under `prefix`. */
const notUnder = ({ name, required }: SealedColumn, prefix: string) => {
  const other = { NOT: { [name]: { startsWith: prefix } } };
  return required ? other : { AND: [{ [name]: { not: null } }, other] };
};
const anyNotUnder = (columns: readonly SealedColumn[], prefix: string) => ({
  OR: columns.map((column) => notUnder(column, prefix)),
});
/** Rows holding any sealed value: every row when a sealed column is required. */
const anyPresent = (columns: readonly SealedColumn[]) =>
  columns.some((column) => column.required)
    ? {}
    : { OR: columns.map(({ name }) => ({ [name]: { not: null } })) };
const after = (cursor: string | null) => (cursor === null ? {} : { id: { gt: cursor } });

/** Writes `data` only if the row still holds the values it was planned from. */
async function compareAndSwap<Row extends { id: string }>(
  spec: SealedTable<Row>,
  row: Row,
  data: Record<string, unknown>,
): Promise<Written> {
  const guarded = [...spec.columns.map((column) => column.name), ...(spec.alsoUnchanged ?? [])];
  const { count } = await spec.model.updateMany({
    where: { id: row.id, ...Object.fromEntries(guarded.map((name) => [name, columnValue(row, name)])) },
    // Re-sealing is not an edit: "updated at … by …" stays what it was.
    data: "updatedAt" in row ? { ...data, updatedAt: row.updatedAt } : data,
  });
  return count === 1 ? "written" : "changed";
}

type Outcome = "resealed" | "current" | "unreadable" | "dropped" | "busy" | "gone";

async function resealRow<Row extends { id: string }>(
  spec: SealedTable<Row>,
  first: Row,
  keys: Keyring,
  report: TableReport,
  onProblem: (problem: ResealProblem) => void,
): Promise<Outcome> {
  let row: Row | null = first;
  for (let attempt = 0; attempt < ATTEMPTS && row; attempt += 1) {
    const current: Row = row;
    const sealed = planColumns(current, spec.columns, keys);
    const plan = spec.plan ? spec.plan(current, keys, sealed) : sealed;
    const drop = plan.unreadable.length > 0 && spec.unreadable === "drop";
    if (drop) for (const { column } of plan.unreadable) plan.data[column] = null;
    if (Object.keys(plan.data).length === 0) {
      if (plan.unreadable.length === 0) return "current";
    } else {
      const write = (data: Record<string, unknown>) => compareAndSwap(spec, current, data);
      const result = await (spec.write ? spec.write(plan.data, write) : write(plan.data));
      if (result === "changed") {
        // Another writer changed the row since it was read: read it again and start over.
        row = await spec.model.findUnique({ where: { id: current.id } });
        continue;
      }
      if (result === "fingerprintKept" || plan.fingerprintKept) report.fingerprintsKept += 1;
    }
    for (const { column, message } of plan.unreadable)
      onProblem({ table: spec.table, id: current.id, column, message });
    if (drop) return "dropped";
    return plan.unreadable.length > 0 ? "unreadable" : "resealed";
  }
  return row ? "busy" : "gone";
}

/** Re-seals one table's values under the current key, in batches by primary key (see `resealAll`). */
export async function resealTable<Row extends { id: string }>(
  spec: SealedTable<Row>,
  keys: Keyring,
  options: ResealOptions,
): Promise<TableReport> {
  const prefix = sealedPrefix(keys.current.version);
  const pending = () => spec.model.count({ where: anyNotUnder(spec.columns, prefix) });
  const batchSize = options.batchSize ?? 200;
  const onProblem = options.onProblem ?? (() => {});
  const report: TableReport = {
    table: spec.table,
    toCheck: 0,
    checked: 0,
    resealed: 0,
    alreadyCurrent: 0,
    unreadable: 0,
    busy: 0,
    dropped: 0,
    fingerprintsKept: 0,
    remaining: 0,
  };
  const total = await spec.model.count({ where: anyPresent(spec.columns) });
  report.toCheck = await pending();
  report.alreadyCurrent = Math.max(0, total - report.toCheck);
  let cursor: string | null = null;
  for (;;) {
    const rows = await spec.model.findMany({
      where: { AND: [after(cursor), anyNotUnder(spec.columns, prefix)] },
      orderBy: { id: "asc" },
      take: batchSize,
    });
    if (rows.length === 0) break;
    for (const row of rows) {
      const outcome = await resealRow(spec, row, keys, report, onProblem);
      report.checked += 1;
      if (outcome === "resealed") report.resealed += 1;
      else if (outcome === "current") report.alreadyCurrent += 1;
      else if (outcome === "unreadable") report.unreadable += 1;
      else if (outcome === "dropped") report.dropped += 1;
      else if (outcome === "busy") report.busy += 1;
    }
    cursor = rows[rows.length - 1]?.id ?? cursor;
    await options.onBatch?.({ ...report });
  }
  report.remaining = await pending();
  return report;
}
