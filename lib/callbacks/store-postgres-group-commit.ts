import {
  FLAG_CONFLICTS_AMONG,
  firstsValues,
  INSERT_FIRSTS,
  type Queryable,
  run,
  time,
} from "./store-postgres-sql";
import type { NotificationRows, StoredDelivery } from "./store-rows";

interface Job {
  rows: NotificationRows;
  resolve: (stored: StoredDelivery) => void;
  reject: (error: unknown) => void;
}

export interface PostgresGroupCommitOptions {
  /** How many groups may be in flight at once (each holds a connection per statement). */
  inFlight: number;
  /** The most deliveries one statement carries. */
  maxGroup: number;
}

/**
 * Group commit for PostgreSQL: the deliveries that arrive while earlier groups are in flight go together in
 * one INSERT_FIRSTS statement (the decision and delivery of each whose reference has no decision yet, its
 * first) and one conflict check after its commit, so a burst costs two statements per group instead of two
 * per delivery. A delivery the statement left out (its reference already decided, or the same content in
 * another group) takes `careful`. When the statement fails, each delivery of the group is tried on its own, so
 * one that cannot be stored is refused alone.
 */
export function createPostgresGroupCommit(
  db: Queryable,
  careful: (rows: NotificationRows) => Promise<StoredDelivery>,
  { inFlight, maxGroup }: PostgresGroupCommitOptions,
): (rows: NotificationRows) => Promise<StoredDelivery> {
  const queue: Job[] = [];
  let running = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      while (running < inFlight && queue.length > 0) {
        running += 1;
        void write(queue.splice(0, maxGroup)).finally(() => {
          running -= 1;
          if (queue.length > 0) schedule();
        });
      }
    });
  }

  async function write(group: Job[]): Promise<void> {
    let inserted: Set<string>;
    try {
      const result = await run<{ decisionId: string }>(
        db,
        INSERT_FIRSTS,
        firstsValues(group.map((j) => j.rows)),
      );
      inserted = new Set(result.rows.map((row) => row.decisionId));
    } catch (error) {
      const [only] = group;
      if (group.length === 1 && only) only.reject(error);
      else await Promise.all(group.map((job) => write([job])));
      return;
    }
    const firsts = group.filter((job) => inserted.has(job.rows.decision.id));
    const others = group.filter((job) => !inserted.has(job.rows.decision.id));
    await Promise.all([
      checkConflicts(firsts),
      ...others.map((job) => careful(job.rows).then(job.resolve, job.reject)),
    ]);
  }

  async function checkConflicts(firsts: Job[]): Promise<void> {
    if (firsts.length === 0) return;
    try {
      const references = [...new Set(firsts.map((job) => job.rows.decision.originalReferenceNo))];
      await run(db, FLAG_CONFLICTS_AMONG, [references, time(new Date())]);
    } catch (error) {
      // Stored but not checked: the retry the provider makes after a 503 is a duplicate, which completes it.
      for (const job of firsts) job.reject(error);
      return;
    }
    for (const { rows, resolve } of firsts) {
      resolve({ outcome: "stored", decisionId: rows.decision.id, deliveryId: rows.delivery.id });
    }
  }

  return (rows) =>
    new Promise<StoredDelivery>((resolve, reject) => {
      queue.push({ rows, resolve, reject });
      schedule();
    });
}
