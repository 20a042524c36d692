import { isUniqueViolation } from "@/lib/callbacks/database-fault";
import { CONTEXT as CALLBACK_CONTEXT, decisionFingerprint, openPii } from "@/lib/callbacks/sealed";
import {
  type Keyring,
  keysOf,
  open,
  SecretBoxError,
  seal,
  sealedPrefix,
  sealedVersion,
} from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { CONTEXT as SETTINGS_CONTEXT } from "@/lib/provider-connection/settings";
import { TOKEN_CONTEXT } from "@/lib/provider-connection/token-store-db";

export const RESEAL_TABLES = [
  "ProviderSettings",
  "ProviderToken",
  "UpgradeDecision",
  "CallbackDelivery",
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

interface Column {
  name: string;
  context: string;
  /** A required column (never null) cannot be compared with null in a Prisma filter. */
  required?: boolean;
}

interface Plan {
  /** The columns to write (sealed values, and for a decision its fingerprint). */
  data: Record<string, unknown>;
  unreadable: { column: string; message: string }[];
  fingerprintKept?: boolean;
}

/** `fingerprintKept`: the sealed value was written, but the fingerprint had to stay as it was. */
type Written = "written" | "changed" | "fingerprintKept";
const written = ({ count }: { count: number }): Written => (count === 1 ? "written" : "changed");

interface TableSpec<Row extends { id: string }> {
  table: ResealTable;
  columns: readonly Column[];
  /** Rows after `cursor` holding a value not under `prefix`, oldest id first. */
  page(cursor: string | null, take: number, prefix: string): Promise<Row[]>;
  /** How many rows hold a value not under `prefix`. */
  pending(prefix: string): Promise<number>;
  /** How many rows hold any sealed value. */
  total(): Promise<number>;
  reread(id: string): Promise<Row | null>;
  plan(row: Row, keys: Keyring): Plan;
  /** Writes `data` only if the row still holds the sealed values it was planned from. */
  write(row: Row, data: Record<string, unknown>): Promise<Written>;
  /** What to do with a value no key opens: report it, or (a disposable value) drop it. */
  unreadable: "report" | "drop";
}

/** The new sealed value, or undefined when the value is absent or already under the current key. */
function resealValue(value: string | null, keys: Keyring, context: string): string | undefined {
  if (value === null || sealedVersion(value) === keys.current.version) return undefined;
  return seal(open(value, keys, context), keys.current, context);
}

function planColumns<Row>(row: Row, columns: readonly Column[], keys: Keyring): Plan {
  const plan: Plan = { data: {}, unreadable: [] };
  for (const { name, context } of columns) {
    try {
      const next = resealValue((row as Record<string, string | null>)[name] ?? null, keys, context);
      if (next !== undefined) plan.data[name] = next;
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      plan.unreadable.push({ column: name, message: error.message });
    }
  }
  return plan;
}

/** A column that holds a value not sealed under `prefix`. */
const notUnder = ({ name, required }: Column, prefix: string) => {
  const other = { NOT: { [name]: { startsWith: prefix } } };
  return required ? other : { AND: [{ [name]: { not: null } }, other] };
};
const anyNotUnder = (columns: readonly Column[], prefix: string) => ({
  OR: columns.map((column) => notUnder(column, prefix)),
});
const anyPresent = (columns: readonly Column[]) => ({
  OR: columns.map(({ name }) => ({ [name]: { not: null } })),
});
const after = (cursor: string | null) => (cursor === null ? {} : { id: { gt: cursor } });

// Prisma's generated where-types cannot express a column chosen at run time; the shapes above are valid for
// every column they are used with (all nullable or required strings).
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyWhere = any;

function settingsSpec(db: Db): TableSpec<Awaited<ReturnType<Db["providerSettings"]["findFirstOrThrow"]>>> {
  const columns = [
    { name: "clientSecretSealed", context: SETTINGS_CONTEXT.clientSecret },
    { name: "callbackTokenSealed", context: SETTINGS_CONTEXT.callbackToken },
    { name: "previousCallbackTokenSealed", context: SETTINGS_CONTEXT.callbackToken },
  ] as const;
  return {
    table: "ProviderSettings",
    columns,
    unreadable: "report",
    page: (cursor, take, prefix) =>
      db.providerSettings.findMany({
        where: { AND: [after(cursor), anyNotUnder(columns, prefix)] } as AnyWhere,
        orderBy: { id: "asc" },
        take,
      }),
    pending: (prefix) => db.providerSettings.count({ where: anyNotUnder(columns, prefix) as AnyWhere }),
    total: () => db.providerSettings.count({ where: anyPresent(columns) as AnyWhere }),
    reread: (id) => db.providerSettings.findUnique({ where: { id } }),
    plan: (row, keys) => planColumns(row, columns, keys),
    write: async (row, data) =>
      written(
        await db.providerSettings.updateMany({
          where: {
            id: row.id,
            clientSecretSealed: row.clientSecretSealed,
            callbackTokenSealed: row.callbackTokenSealed,
            previousCallbackTokenSealed: row.previousCallbackTokenSealed,
          },
          // Re-sealing is not an edit of the connection: "updated at … by …" stays what it was.
          data: { ...data, updatedAt: row.updatedAt },
        }),
      ),
  };
}

function tokenSpec(db: Db): TableSpec<Awaited<ReturnType<Db["providerToken"]["findFirstOrThrow"]>>> {
  const columns = [{ name: "tokenSealed", context: TOKEN_CONTEXT }] as const;
  return {
    table: "ProviderToken",
    columns,
    unreadable: "drop",
    page: (cursor, take, prefix) =>
      db.providerToken.findMany({
        where: { AND: [after(cursor), anyNotUnder(columns, prefix)] } as AnyWhere,
        orderBy: { id: "asc" },
        take,
      }),
    pending: (prefix) => db.providerToken.count({ where: anyNotUnder(columns, prefix) as AnyWhere }),
    total: () => db.providerToken.count({ where: anyPresent(columns) as AnyWhere }),
    reread: (id) => db.providerToken.findUnique({ where: { id } }),
    plan: (row, keys) => planColumns(row, columns, keys),
    write: async (row, data) =>
      written(
        await db.providerToken.updateMany({
          where: { id: row.id, tokenSealed: row.tokenSealed },
          data: { ...data, updatedAt: row.updatedAt },
        }),
      ),
  };
}

function decisionSpec(db: Db): TableSpec<Awaited<ReturnType<Db["upgradeDecision"]["findFirstOrThrow"]>>> {
  const columns = [{ name: "piiSealed", context: CALLBACK_CONTEXT.pii, required: true }] as const;
  const storedList = (json: string): string[] | null => {
    try {
      const value: unknown = JSON.parse(json);
      return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : null;
    } catch {
      return null;
    }
  };
  const piiOf = (sealed: string, keys: Keyring) => {
    try {
      return openPii(sealed, keys);
    } catch {
      return null;
    }
  };
  return {
    table: "UpgradeDecision",
    columns,
    unreadable: "report",
    page: (cursor, take, prefix) =>
      db.upgradeDecision.findMany({
        where: { AND: [after(cursor), anyNotUnder(columns, prefix)] } as AnyWhere,
        orderBy: { id: "asc" },
        take,
      }),
    pending: (prefix) => db.upgradeDecision.count({ where: anyNotUnder(columns, prefix) as AnyWhere }),
    total: () => db.upgradeDecision.count(),
    reread: (id) => db.upgradeDecision.findUnique({ where: { id } }),
    plan(row, keys) {
      const plan = planColumns(row, columns, keys);
      if (plan.data.piiSealed === undefined) return plan;
      // The fingerprint is keyed like the sealed values: it moves to the current key with them, so that a
      // re-send of this decision is still recognised once the old key is gone.
      const benefits = storedList(row.benefits);
      const rejectReasons = storedList(row.rejectReasons);
      const pii = piiOf(row.piiSealed, keys);
      if (!benefits || !rejectReasons || !pii) return { ...plan, fingerprintKept: true };
      const content = { ...pii, status: row.status, custId: row.custId, benefits, rejectReasons };
      const [current, ...older] = keysOf(keys).map((key) => decisionFingerprint(content, key));
      if (row.fingerprint === current) return plan;
      if (!older.includes(row.fingerprint)) return { ...plan, fingerprintKept: true };
      return { ...plan, data: { ...plan.data, fingerprint: current } };
    },
    async write(row, data) {
      const update = (values: Record<string, unknown>) =>
        db.upgradeDecision.updateMany({
          where: { id: row.id, piiSealed: row.piiSealed, fingerprint: row.fingerprint },
          data: { ...values, updatedAt: row.updatedAt },
        });
      try {
        return written(await update(data));
      } catch (error) {
        if (!isUniqueViolation(error) || data.fingerprint === undefined) throw error;
        // Another decision of this reference already has the current-key fingerprint (the same content was
        // stored twice, across a rotation): the sealed value still moves, the fingerprint stays.
        const { fingerprint: _kept, ...sealedOnly } = data;
        const result = written(await update(sealedOnly));
        return result === "written" ? "fingerprintKept" : result;
      }
    },
  };
}

function deliverySpec(db: Db): TableSpec<Awaited<ReturnType<Db["callbackDelivery"]["findFirstOrThrow"]>>> {
  const columns = [{ name: "rawBodySealed", context: CALLBACK_CONTEXT.rawBody }] as const;
  return {
    table: "CallbackDelivery",
    columns,
    unreadable: "report",
    page: (cursor, take, prefix) =>
      db.callbackDelivery.findMany({
        where: { AND: [after(cursor), anyNotUnder(columns, prefix)] } as AnyWhere,
        orderBy: { id: "asc" },
        take,
      }),
    pending: (prefix) => db.callbackDelivery.count({ where: anyNotUnder(columns, prefix) as AnyWhere }),
    total: () => db.callbackDelivery.count({ where: anyPresent(columns) as AnyWhere }),
    reread: (id) => db.callbackDelivery.findUnique({ where: { id } }),
    plan: (row, keys) => planColumns(row, columns, keys),
    write: async (row, data) =>
      written(
        await db.callbackDelivery.updateMany({
          where: { id: row.id, rawBodySealed: row.rawBodySealed },
          data,
        }),
      ),
  };
}

type Outcome = "resealed" | "current" | "unreadable" | "dropped" | "busy" | "gone";

async function resealRow<Row extends { id: string }>(
  spec: TableSpec<Row>,
  first: Row,
  keys: Keyring,
  report: TableReport,
  onProblem: (problem: ResealProblem) => void,
): Promise<Outcome> {
  let row: Row | null = first;
  for (let attempt = 0; attempt < ATTEMPTS && row; attempt += 1) {
    const plan = spec.plan(row, keys);
    const drop = plan.unreadable.length > 0 && spec.unreadable === "drop";
    if (drop) for (const { column } of plan.unreadable) plan.data[column] = null;
    if (Object.keys(plan.data).length === 0) {
      if (plan.unreadable.length === 0) return "current";
    } else {
      const result = await spec.write(row, plan.data);
      if (result === "changed") {
        // Another writer changed the row since it was read: read it again and start over.
        row = await spec.reread(row.id);
        continue;
      }
      if (result === "fingerprintKept" || plan.fingerprintKept) report.fingerprintsKept += 1;
    }
    for (const { column, message } of plan.unreadable)
      onProblem({ table: spec.table, id: row.id, column, message });
    if (drop) return "dropped";
    return plan.unreadable.length > 0 ? "unreadable" : "resealed";
  }
  return row ? "busy" : "gone";
}

async function resealTable<Row extends { id: string }>(
  spec: TableSpec<Row>,
  keys: Keyring,
  options: ResealOptions,
): Promise<TableReport> {
  const prefix = sealedPrefix(keys.current.version);
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
  const total = await spec.total();
  report.toCheck = await spec.pending(prefix);
  report.alreadyCurrent = Math.max(0, total - report.toCheck);
  let cursor: string | null = null;
  for (;;) {
    const rows = await spec.page(cursor, batchSize, prefix);
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
  report.remaining = await spec.pending(prefix);
  return report;
}

/**
 * Re-seals every sealed value under the current key, table by table, in batches by primary key. Safe while the
 * app serves traffic: each row is written with a compare-and-swap on the sealed values it was read with, so a
 * concurrent change is never overwritten (the row is read again instead). Values already under the current key
 * are never touched, so an interrupted run resumes where it stopped and a second run changes nothing. A value
 * that no configured key opens is reported and counted, never fatal.
 */
export async function resealAll(db: Db, keys: Keyring, options: ResealOptions = {}): Promise<TableReport[]> {
  const reports: TableReport[] = [];
  reports.push(await resealTable(settingsSpec(db), keys, options));
  reports.push(await resealTable(tokenSpec(db), keys, options));
  reports.push(await resealTable(decisionSpec(db), keys, options));
  reports.push(await resealTable(deliverySpec(db), keys, options));
  return reports;
}

/** Whether the old keys can be dropped: nothing is left under another key than the current one. */
export function resealComplete(reports: readonly TableReport[]): boolean {
  return reports.every((report) => report.remaining === 0 && report.unreadable === 0 && report.busy === 0);
}
