import { describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { db } from "./client";
import { migrate, migrationsFor } from "./migrate";

describe("migrate", () => {
  it("has applied every migration, and a second run applies nothing", async () => {
    expect(await migrate(TEST_DATABASE_URL)).toEqual([]);
    const applied = await db().$queryRawUnsafe<{ name: string }[]>(
      'SELECT "name" FROM "app_migrations" ORDER BY "name"',
    );
    expect(applied.map((row) => row.name)).toEqual(migrationsFor(TEST_DATABASE_URL).map((m) => m.name));
  });

  it("has the same migrations for SQLite and PostgreSQL", () => {
    const names = (url: string) => migrationsFor(url).map((m) => m.name);
    expect(names("file:x.db")).toEqual(names("postgresql://x/y"));
  });
});
