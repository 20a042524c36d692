import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PostgresClient } from "@/lib/generated/postgres/client";
import { Prisma, PrismaClient as SqliteClient } from "@/lib/generated/sqlite/client";
import { dialectOfUrl, recordDialect } from "./dialect";

// Both generated clients have the same model API (they come from one schema); the SQLite one names the type.
export type Db = SqliteClient;

/**
 * What a function that reads or writes inside someone else's transaction takes: the client without
 * `$transaction` (a nested one cannot type-check) or connection control. A `Db` is one too, so such a function
 * also runs on its own.
 */
export type DbTx = Prisma.TransactionClient;

/** The generated types of queries (`Prisma.UpgradeDecisionWhereInput`, …), for code that builds one. */
export type { Prisma };

/** Values as a list of bound parameters in a `$queryRaw` template (`IN (${sqlList(values)})`), on both databases. */
export const sqlList = (values: readonly unknown[]) => Prisma.join(values);

/** A piece of a `$queryRaw` template, put in another (`${condition ? sqlPart\`AND …\` : SQL_NOTHING}`). */
export const sqlPart = Prisma.sql;
export const SQL_NOTHING = Prisma.empty;

// The SQLite better-sqlite3 is built with binds up to 32,766 values in a statement (SQLite's default since 3.32),
// but Prisma assumes 999 unless the adapter says otherwise, and refuses a filter on a few thousand ids.
const SQLITE_MAX_BIND_VALUES = 32_766;

class SqliteAdapterFactory extends PrismaBetterSQLite3 {
  override async connect() {
    const adapter = await super.connect();
    return Object.assign(adapter, {
      getConnectionInfo: () => ({ maxBindValues: SQLITE_MAX_BIND_VALUES, supportsRelationJoins: false }),
    });
  }
}

/** A client for `url`, of the generated client its scheme names; `dialectOf` answers which from then on. */
export function createDb(url: string): Db {
  const dialect = dialectOfUrl(url);
  const client =
    dialect === "sqlite"
      ? new SqliteClient({ adapter: new SqliteAdapterFactory({ url, timeout: 5_000 }) })
      : (new PostgresClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as Db);
  recordDialect(client, dialect);
  return client;
}

const globalCache = globalThis as unknown as { __db?: { url: string; client: Db } };

/** DATABASE_URL, or the default SQLite file. */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || "file:./data/app.db";
}

/** The process-wide client for DATABASE_URL (one per process, also across dev-server reloads). */
export function db(): Db {
  const url = databaseUrl();
  if (globalCache.__db?.url !== url) {
    globalCache.__db = { url, client: createDb(url) };
  }
  return globalCache.__db.client;
}
