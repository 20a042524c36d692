import type { Db } from "@/lib/db/client";
import { getCallbackOverview } from "./callback-overview";
import { getDatabaseOverview } from "./database-overview";
import type { SystemOverview } from "./overview-types";
import { getProviderOverview } from "./provider-overview";
import { thisInstance } from "./this-instance";
import { getWorkersOverview } from "./workers-overview";

/** Everything the System page shows, read from the shared database so every instance shows the same. */
export async function getSystemOverview(db: Db, url: string, now = new Date()): Promise<SystemOverview> {
  const [provider, callbacks, workers, database] = await Promise.all([
    getProviderOverview(db, now),
    getCallbackOverview(db, now),
    getWorkersOverview(db, now, thisInstance().id),
    getDatabaseOverview(db, url, now),
  ]);
  return { generatedAt: now.toISOString(), provider, callbacks, workers, database };
}
