import type { Db } from "@/lib/db/client";
import { migrationsFor } from "@/lib/db/migrate";
import type { MigrationSummary } from "./overview-types";

type AppliedRow = { name: string; checksum: string; appliedAt: string };

/**
 * The migration runner's table (`app_migrations`, lib/db/migrate.ts) against the migrations this version
 * ships: what is applied, what is still pending, and what was changed after it was applied.
 */
export async function migrationStatus(db: Db, url: string, root = process.cwd()): Promise<MigrationSummary> {
  const applied = await db.$queryRawUnsafe<AppliedRow[]>(
    'SELECT "name", "checksum", "appliedAt" FROM "app_migrations" ORDER BY "name"',
  );
  let shipped: { name: string; checksum: string }[] | null;
  try {
    shipped = migrationsFor(url, root);
  } catch {
    shipped = null;
  }
  const appliedByName = new Map(applied.map((row) => [row.name, row.checksum]));
  const last = applied.at(-1);
  return {
    applied: applied.length,
    known: shipped?.length ?? null,
    pending: (shipped ?? []).filter((m) => !appliedByName.has(m.name)).map((m) => m.name),
    changed: (shipped ?? [])
      .filter((m) => appliedByName.has(m.name) && appliedByName.get(m.name) !== m.checksum)
      .map((m) => m.name),
    latest: last ? { name: last.name, appliedAt: new Date(last.appliedAt).toISOString() } : null,
  };
}
