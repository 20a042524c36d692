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
