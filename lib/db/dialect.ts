import type { Db } from "./client";

export type Dialect = "sqlite" | "postgres";

const known = new WeakMap<Db, Promise<Dialect>>();

/**
 * Which database a client speaks, asked once per client: SQL written by hand (the insights' grouping by local
 * day) differs between the two, and tests and benchmarks hold clients of both kinds in one process.
 */
export function dialectOf(db: Db): Promise<Dialect> {
  let dialect = known.get(db);
  if (!dialect) {
    dialect = db
      .$queryRawUnsafe("SELECT sqlite_version()")
      .then((): Dialect => "sqlite")
      .catch((): Dialect => "postgres");
    known.set(db, dialect);
  }
  return dialect;
}
