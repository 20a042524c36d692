import type { Db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import type { SizeMethod, TableSize } from "./overview-types";

export const LARGEST_TABLES = 10;

// Measuring is not free (dbstat reads every page of an SQLite file), so one instance measures at most this often.
const MEASURE_EVERY_MS = 5 * 60_000;

export interface TableSizes {
  method: SizeMethod;
  measuredAt: Date;
  largest: TableSize[];
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function postgresSizes(db: Db): Promise<TableSize[]> {
  const rows = await db.$queryRawUnsafe<{ name: string; bytes: unknown }[]>(
    `SELECT c.relname::text AS "name", pg_total_relation_size(c.oid) AS "bytes"
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()
      ORDER BY 2 DESC LIMIT ${LARGEST_TABLES}`,
  );
  return rows.map((row) => ({ name: row.name, bytes: number(row.bytes), rows: null }));
}

/** Bytes per table, indexes included, when SQLite was built with the dbstat table; null when it was not. */
async function sqliteDbstatSizes(db: Db): Promise<TableSize[] | null> {
  try {
    const rows = await db.$queryRawUnsafe<{ name: string; bytes: unknown }[]>(
      `SELECT m."tbl_name" AS "name", SUM(d."pgsize") AS "bytes"
         FROM "dbstat" d JOIN "sqlite_master" m ON m."name" = d."name"
        GROUP BY m."tbl_name" ORDER BY 2 DESC LIMIT ${LARGEST_TABLES}`,
    );
    return rows.map((row) => ({ name: row.name, bytes: number(row.bytes), rows: null }));
  } catch {
    return null;
  }
}

/** Rows per table, for an SQLite built without dbstat. */
export async function sqliteRowCounts(db: Db): Promise<TableSize[]> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT "name" FROM "sqlite_master" WHERE "type" = 'table' AND "name" NOT LIKE 'sqlite_%'`,
  );
  const counted: TableSize[] = [];
  for (const { name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ rows: unknown }[]>(
      `SELECT COUNT(*) AS "rows" FROM "${name.replaceAll('"', '""')}"`,
    );
    counted.push({ name, bytes: null, rows: number(row?.rows) });
  }
  return counted.sort((a, b) => (b.rows ?? 0) - (a.rows ?? 0)).slice(0, LARGEST_TABLES);
}

/** The largest tables and how they were measured: PostgreSQL's sizes, SQLite's dbstat, else row counts. */
export async function measureTableSizes(db: Db, now = new Date()): Promise<TableSizes> {
  if (dialectOf(db) === "postgres")
    return { method: "pg_total_relation_size", measuredAt: now, largest: await postgresSizes(db) };
  const bytes = await sqliteDbstatSizes(db);
  if (bytes) return { method: "dbstat", measuredAt: now, largest: bytes };
  return { method: "row_count", measuredAt: now, largest: await sqliteRowCounts(db) };
}

const holder = globalThis as unknown as { __tableSizes?: { url: string; sizes: TableSizes } };

/** `measureTableSizes`, measured again only when this instance's last measure is five minutes old. */
export async function recentTableSizes(db: Db, url: string, now = new Date()): Promise<TableSizes> {
  const held = holder.__tableSizes;
  if (held?.url === url && now.getTime() - held.sizes.measuredAt.getTime() < MEASURE_EVERY_MS)
    return held.sizes;
  const sizes = await measureTableSizes(db, now);
  holder.__tableSizes = { url, sizes };
  return sizes;
}
