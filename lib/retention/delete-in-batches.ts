export interface BatchLimits {
  /** Rows selected and deleted per statement. */
  batchSize: number;
  /** Batches per table and pass; what is left waits for the next pass. */
  maxBatches: number;
}

export const DEFAULT_BATCH_LIMITS: BatchLimits = { batchSize: 500, maxBatches: 200 };

/**
 * Deletes the rows `pick` selects, one bounded batch at a time (select at most `batchSize` ids, delete those
 * ids), so no statement holds a large table for long. Instances purging at the same time only race for the
 * same rows, which is harmless. Every picked row is deleted, so a short batch means nothing is left.
 */
export async function deleteInBatches(
  pick: (take: number) => Promise<string[]>,
  remove: (ids: string[]) => Promise<{ count: number }>,
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < limits.maxBatches; batch++) {
    const ids = await pick(limits.batchSize);
    if (ids.length > 0) deleted += (await remove(ids)).count;
    if (ids.length < limits.batchSize) break;
  }
  return deleted;
}

// Prisma's generated where-types cannot express a column chosen at run time; every column given here is a date.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyWhere = any;

/** The part of a Prisma model `deleteOlderThan` uses, the same for every table. */
export interface PurgedModel {
  findMany(args: { where: AnyWhere; select: AnyWhere; take: number }): Promise<Record<string, unknown>[]>;
  deleteMany(args: { where: AnyWhere }): Promise<{ count: number }>;
}

/** Deletes in batches the rows whose `column` is before `cutoff`, picked by their key (`id` unless named). */
export function deleteOlderThan(
  model: PurgedModel,
  { column, cutoff, key = "id" }: { column: string; cutoff: Date; key?: string },
  limits: BatchLimits = DEFAULT_BATCH_LIMITS,
): Promise<number> {
  return deleteInBatches(
    async (take) =>
      (await model.findMany({ where: { [column]: { lt: cutoff } }, select: { [key]: true }, take })).map(
        (row) => row[key] as string,
      ),
    (batch) => model.deleteMany({ where: { [key]: { in: batch } } }),
    limits,
  );
}
