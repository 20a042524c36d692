// Empties the database at DATABASE_URL for a test run: deletes a SQLite file, or drops and recreates the
// public schema of a PostgreSQL database, creating the database first when the server has none of that name
// (each e2e shard names its own). Refuses anything but a test database name.
import { rmSync } from "node:fs";
import pg from "pg";
import { dialectOfUrl, sqliteFile } from "../lib/db/dialect";

const url = process.env.DATABASE_URL ?? "";
if (dialectOfUrl(url) === "sqlite") {
  const file = sqliteFile(url);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
} else {
  const database = new URL(url).pathname.slice(1);
  if (!/test|e2e|bench/.test(database) || !/^[a-z0-9_]+$/.test(database)) {
    console.error(`Refusing to empty "${database}": only databases named for tests are reset.`);
    process.exit(1);
  }
  const server = new URL(url);
  server.pathname = "/postgres";
  const maintenance = new pg.Client({ connectionString: server.toString() });
  await maintenance.connect();
  const { rowCount } = await maintenance.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
  // The name was checked above: letters, digits and underscores only.
  if (rowCount === 0) await maintenance.query(`CREATE DATABASE "${database}"`);
  await maintenance.end();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  await client.end();
}
