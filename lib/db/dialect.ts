import type { Db, DbTx } from "./client";

export type Dialect = "sqlite" | "postgres";

/**
 * Which database a connection string names: an SQLite file (`file:`), else PostgreSQL. The one place the
 * scheme is read; a client made by `createDb` carries the answer (`dialectOf`).
 */
export function dialectOfUrl(url: string): Dialect {
  return url.startsWith("file:") ? "sqlite" : "postgres";
}

/** The file of an SQLite connection string, for a connection of the driver's own. */
export function sqliteFile(url: string): string {
  return url.replace(/^file:/, "");
}

// From the global registry: Next.js bundles this module once per layer (pages, actions, route handlers), and
// the process-wide client made in one layer is asked in another.
const DIALECT = Symbol.for("lib/db dialect");

/** Called by `createDb` only: marks the client with the dialect it was made for. */
export function recordDialect(client: Db, dialect: Dialect): void {
  Object.defineProperty(client, DIALECT, { value: dialect });
}

/**
 * Which database a client made by `createDb` speaks, or a transaction it opened (Prisma's transaction client
 * reads through to its client): SQL written by hand (the insights' grouping by local day, table sizes) and
 * locking differ between the two, and tests and benchmarks hold clients of both kinds in one process.
 */
export function dialectOf(db: Db | DbTx): Dialect {
  const dialect = (db as unknown as { [DIALECT]?: Dialect })[DIALECT];
  if (!dialect) throw new Error("dialectOf: a client not made by createDb");
  return dialect;
}
