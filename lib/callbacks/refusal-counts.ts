import type { Db } from "@/lib/db/client";
import { addToCount } from "@/lib/tally/add-to-count";
import type { RefusalCount } from "./refusal-tally";

const HOUR_MS = 3_600_000;

/**
 * Adds one minute's count to the shared table with an atomic increment, so any number of instances can write
 * the same minute. Two first writes of a minute at once: the loser of the insert increments the winner's row.
 */
export async function addRefusalCount(db: Db, entry: RefusalCount): Promise<void> {
  const { minuteStart, address, kind, count } = entry;
  const where = { minuteStart_address_kind: { minuteStart, address, kind } };
  const hourStart = new Date(Math.floor(minuteStart.getTime() / HOUR_MS) * HOUR_MS);
  await addToCount(
    () =>
      db.callbackRefusalCount.upsert({
        where,
        create: { minuteStart, hourStart, address, kind, count },
        update: { count: { increment: count } },
      }),
    () => db.callbackRefusalCount.update({ where, data: { count: { increment: count } } }),
  );
}
