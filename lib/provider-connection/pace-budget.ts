import type { Db } from "@/lib/db/client";
import { log } from "@/lib/log";
import type { PaceWindow, SharedPaceBudget } from "@/lib/provider/pacer";

/**
 * The provider's rate shared by every instance on one database (`ProviderPaceSlot`): a ring of PACE_SLOTS rows,
 * each counting the exchanges all instances took in the window it holds. A take is one statement: it starts the
 * slot on this window when it still holds an older one, and grants what the cap leaves of `want` (`lastGrant`,
 * whose expressions read the row as it was before the update, on both databases); concurrent takes of one slot
 * wait for each other's row lock, so together they never pass the cap. A slot holding a newer window (another
 * instance's clock ahead) grants nothing. The same text runs on SQLite and PostgreSQL.
 */
export function createDbPaceBudget(db: Db): SharedPaceBudget {
  const take = async (window: PaceWindow, want: number, cap: number): Promise<number | null> => {
    const rows = await db.$queryRaw<{ lastGrant: number }[]>`
      UPDATE "ProviderPaceSlot" SET
        "lastGrant" = CASE
          WHEN "window" < CAST(${window.start} AS BIGINT) THEN CAST(${want} AS INTEGER)
          WHEN "used" >= CAST(${cap} AS INTEGER) THEN 0
          WHEN "used" + CAST(${want} AS INTEGER) > CAST(${cap} AS INTEGER) THEN CAST(${cap} AS INTEGER) - "used"
          ELSE CAST(${want} AS INTEGER) END,
        "used" = CASE
          WHEN "window" < CAST(${window.start} AS BIGINT) THEN CAST(${want} AS INTEGER)
          WHEN "used" >= CAST(${cap} AS INTEGER) THEN "used"
          WHEN "used" + CAST(${want} AS INTEGER) > CAST(${cap} AS INTEGER) THEN CAST(${cap} AS INTEGER)
          ELSE "used" + CAST(${want} AS INTEGER) END,
        "window" = CAST(${window.start} AS BIGINT)
      WHERE "slot" = ${window.slot} AND "window" <= CAST(${window.start} AS BIGINT)
      RETURNING "lastGrant"`;
    return rows.length === 0 ? null : Number(rows[0]?.lastGrant ?? 0);
  };
  return {
    async take(window, want, cap) {
      // `want` never passes `cap` (the pacer asks for at most it), so a slot started afresh grants it all.
      const asked = Math.min(want, cap);
      try {
        const got = await take(window, asked, cap);
        if (got !== null) return got;
        // A slot never used yet: made, then taken from (another instance may have made it meanwhile).
        await db.$executeRaw`
          INSERT INTO "ProviderPaceSlot" ("slot", "window", "used", "lastGrant")
          VALUES (${window.slot}, CAST(${-1} AS BIGINT), 0, 0) ON CONFLICT ("slot") DO NOTHING`;
        return (await take(window, asked, cap)) ?? 0;
      } catch (error) {
        log.warn("provider_pace_budget_failed", { error });
        return 0;
      }
    },
  };
}
