import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { dialectOfUrl } from "@/lib/db/dialect";
import { migrationsFor } from "@/lib/db/migrate";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { makeUser, resetDb } from "@/test/db";
import { getDatabaseOverview } from "./database-overview";
import { migrationStatus } from "./migration-status";
import { measureTableSizes, sqliteRowCounts } from "./table-sizes";

describe("the database section", () => {
  it("names the database, counts its migrations against this version's and lists its largest tables", async () => {
    await resetDb();
    for (let i = 0; i < 30; i++) await makeUser(["agent"]);
    const now = new Date();
    const overview = await getDatabaseOverview(db(), TEST_DATABASE_URL, now);
    const shipped = migrationsFor(TEST_DATABASE_URL);
    expect(overview.kind).toBe(dialectOfUrl(TEST_DATABASE_URL) === "sqlite" ? "sqlite" : "postgresql");
    expect(overview.migrations).toMatchObject({
      applied: shipped.length,
      known: shipped.length,
      pending: [],
      changed: [],
      latest: { name: shipped.at(-1)?.name },
    });
    const { method, largest } = overview.tables;
    if (dialectOfUrl(TEST_DATABASE_URL) === "sqlite") expect(["dbstat", "row_count"]).toContain(method);
    else expect(method).toBe("pg_total_relation_size");
    expect(largest.length).toBeGreaterThan(0);
    expect(largest.length).toBeLessThanOrEqual(10);
    const measure = (t: (typeof largest)[number]) => (method === "row_count" ? t.rows : t.bytes) ?? -1;
    expect(largest.map(measure)).toEqual([...largest.map(measure)].sort((a, b) => b - a));
    if (method === "row_count") expect(largest.find((t) => t.name === "User")?.rows).toBe(30);
    else expect(largest.every((t) => (t.bytes ?? 0) > 0)).toBe(true);
  });

  it("says which migrations are pending or were changed after being applied", async () => {
    const shipped = migrationsFor(TEST_DATABASE_URL);
    const last = shipped.at(-1)!;
    await db().$executeRawUnsafe(
      `UPDATE "app_migrations" SET "checksum" = 'edited' WHERE "name" = '${last.name}'`,
    );
    try {
      expect((await migrationStatus(db(), TEST_DATABASE_URL)).changed).toEqual([last.name]);
    } finally {
      await db().$executeRawUnsafe(
        `UPDATE "app_migrations" SET "checksum" = '${last.checksum}' WHERE "name" = '${last.name}'`,
      );
    }
    const status = await migrationStatus(db(), TEST_DATABASE_URL, "/nonexistent");
    expect(status).toMatchObject({ known: null, pending: [], changed: [] });
  });

  it("measures every table it lists, by bytes or by rows", async () => {
    const sizes = await measureTableSizes(db());
    expect(sizes.largest.every((t) => t.bytes !== null || t.rows !== null)).toBe(true);
  });

  it.runIf(dialectOfUrl(TEST_DATABASE_URL) === "sqlite")(
    "counts rows on an SQLite without dbstat, largest first",
    async () => {
      await resetDb();
      // More users than app_migrations has rows (a reset keeps them: 36 migrations now), so theirs stay the largest.
      for (let i = 0; i < 60; i++) await makeUser(["agent", "admin"]);
      const counted = await sqliteRowCounts(db());
      expect(counted.slice(0, 2)).toEqual([
        { name: "UserRole", bytes: null, rows: 120 },
        { name: "User", bytes: null, rows: 60 },
      ]);
    },
  );
});
