import type { Db } from "./client";

/** The cheapest round trip that proves the database answers (health, readiness); the same SQL on both. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRawUnsafe("SELECT 1");
}
