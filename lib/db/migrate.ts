import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { dialectOfUrl, sqliteFile } from "./dialect";

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function migrationsFor(url: string, root = process.cwd()): Migration[] {
  const dir = path.join(
    root,
    "prisma",
    ...(dialectOfUrl(url) === "sqlite" ? [] : ["postgres"]),
    "migrations",
  );
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

function pending(all: Migration[], applied: Map<string, string>): Migration[] {
  for (const [name, checksum] of applied) {
    const known = all.find((m) => m.name === name);
    if (known && known.checksum !== checksum) {
      throw new Error(`Migration ${name} was edited after it was applied; add a new migration instead`);
    }
  }
  return all.filter((m) => !applied.has(m.name));
}

const CREATE_TABLE =
  'CREATE TABLE IF NOT EXISTS "app_migrations" ("name" TEXT PRIMARY KEY, "checksum" TEXT NOT NULL, "appliedAt" TEXT NOT NULL)';

function migrateSqlite(url: string, all: Migration[]): string[] {
  const file = sqliteFile(url);
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file, { timeout: 10_000 });
  try {
    // WAL lets readers work while a writer commits; it is a property of the file, so setting it once here holds.
    sqlite.pragma("journal_mode = WAL");
    sqlite.exec(CREATE_TABLE);
    const run = sqlite.transaction(() => {
      const rows = sqlite.prepare('SELECT "name", "checksum" FROM "app_migrations"').all() as {
        name: string;
        checksum: string;
      }[];
      const todo = pending(all, new Map(rows.map((r) => [r.name, r.checksum])));
      for (const m of todo) {
        sqlite.exec(m.sql);
        sqlite
          .prepare('INSERT INTO "app_migrations" ("name", "checksum", "appliedAt") VALUES (?, ?, ?)')
          .run(m.name, m.checksum, new Date().toISOString());
      }
      return todo.map((m) => m.name);
    });
    return run.immediate();
  } finally {
    sqlite.close();
  }
}

async function migratePostgres(url: string, all: Migration[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One instance migrates at a time; the others wait here and then find nothing left to do.
    await client.query("SELECT pg_advisory_lock(727001)");
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      'SELECT "name", "checksum" FROM "app_migrations"',
    );
    const todo = pending(all, new Map(rows.map((r) => [r.name, r.checksum])));
    for (const m of todo) {
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(
          'INSERT INTO "app_migrations" ("name", "checksum", "appliedAt") VALUES ($1, $2, $3)',
          [m.name, m.checksum, new Date().toISOString()],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
    return todo.map((m) => m.name);
  } finally {
    await client.query("SELECT pg_advisory_unlock(727001)").catch(() => {});
    await client.end();
  }
}

/** Applies every migration not yet applied to the database at `url`; returns the names applied. */
export async function migrate(url: string, root = process.cwd()): Promise<string[]> {
  const all = migrationsFor(url, root);
  if (all.length === 0 || !existsSync(root)) return [];
  return dialectOfUrl(url) === "sqlite" ? migrateSqlite(url, all) : migratePostgres(url, all);
}
