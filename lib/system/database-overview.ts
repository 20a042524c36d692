import type { Db } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { migrationStatus } from "./migration-status";
import type { DatabaseOverview } from "./overview-types";
import { recentTableSizes } from "./table-sizes";

/** Which database this is, its migrations and its largest tables. */
export async function getDatabaseOverview(db: Db, url: string, now: Date): Promise<DatabaseOverview> {
  const [migrations, sizes] = await Promise.all([migrationStatus(db, url), recentTableSizes(db, url, now)]);
  return {
    kind: dialectOf(db) === "sqlite" ? "sqlite" : "postgresql",
    migrations,
    tables: { method: sizes.method, measuredAt: sizes.measuredAt.toISOString(), largest: sizes.largest },
  };
}
