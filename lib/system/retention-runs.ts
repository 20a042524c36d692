import type { Db } from "@/lib/db/client";

export interface RetentionRunRecord {
  instanceId: string;
  startedAt: Date;
  finishedAt: Date;
  /** Rows deleted per table (what the pass managed before a failure, if it failed). */
  deleted: Record<string, number>;
  /** Why the pass failed, without detail from the database (its message may name values). */
  failure: string | null;
}

/** Records one retention pass, so the System page can tell when the purge last ran and what it did. */
export async function recordRetentionRun(db: Db, run: RetentionRunRecord): Promise<void> {
  await db.retentionRun.create({ data: { ...run, deleted: JSON.stringify(run.deleted) } });
}
