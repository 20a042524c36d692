import { isUniqueViolation } from "@/lib/db/errors";

/**
 * Adds to a count row keyed by a unique index, atomically across instances: `upsert` creates the row or
 * increments it; when two first writes race, the loser's insert fails on the unique key and `increment`
 * adds to the winner's row instead.
 */
export async function addToCount(upsert: () => Promise<unknown>, increment: () => Promise<unknown>) {
  try {
    await upsert();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await increment();
  }
}
