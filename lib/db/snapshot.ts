import type { Db, DbTx } from "./client";
import { dialectOf } from "./dialect";

/**
 * Runs `work` in one transaction that reads one snapshot, whatever commits meanwhile (figures read in several
 * queries that must agree). PostgreSQL: REPEATABLE READ (its default, READ COMMITTED, takes a snapshot per
 * statement); an SQLite transaction reads one snapshot already. A write to a row committed since the snapshot
 * fails as a serialization failure (`isSerializationFailure`).
 */
export function inSnapshot<T>(db: Db, work: (tx: DbTx) => Promise<T>): Promise<T> {
  // The generated SQLite client's type knows only SERIALIZABLE; the PostgreSQL one it stands for knows this level.
  const options =
    dialectOf(db) === "postgres" ? ({ isolationLevel: "RepeatableRead" } as unknown as object) : {};
  return db.$transaction(work, options);
}
