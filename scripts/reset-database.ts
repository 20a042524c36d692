// Empties the database at DATABASE_URL for a test run: deletes a SQLite file, or drops and recreates the
// public schema of a PostgreSQL database. Refuses anything but a test database name.
import { rmSync } from "node:fs";
import pg from "pg";
import { dialectOfUrl, sqliteFile } from "../lib/db/dialect";

const url = process.env.DATABASE_URL ?? "";
if (dialectOfUrl(url) === "sqlite") {
  const file = sqliteFile(url);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
} else {
  const database = new URL(url).pathname.slice(1);
  if (!/test|e2e|bench/.test(database)) {
    console.error(`Refusing to empty "${database}": only databases named for tests are reset.`);
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  await client.end();
}
