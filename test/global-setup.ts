import { rmSync } from "node:fs";
import { dialectOfUrl, sqliteFile } from "@/lib/db/dialect";
import { migrate } from "@/lib/db/migrate";
import { TEST_DATABASE_URL } from "./database-url";

/** A fresh, migrated database for the integration lane (SQLite by default, PostgreSQL with TEST_DATABASE_URL). */
export default async function setup() {
  const url = TEST_DATABASE_URL;
  if (dialectOfUrl(url) === "sqlite") {
    const file = sqliteFile(url);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  }
  await migrate(url);
}
