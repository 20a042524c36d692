import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { defineConfig } from "prisma/config";

// Prisma's CLI only generates clients and diffs schema files into migration SQL (scripts/), both with the JS
// engine because the native schema engine would be downloaded and this machine is offline. It never touches a
// real database: lib/db/migrate.ts applies migrations.
const schema = process.env.PRISMA_SCHEMA ?? "prisma/schema.prisma";

export default defineConfig({
  engine: "js",
  experimental: { adapter: true },
  schema,
  migrations: { path: path.join(path.dirname(schema), "migrations") },
  adapter: async () => new PrismaBetterSQLite3({ url: ":memory:" }),
});
