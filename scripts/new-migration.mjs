// Writes the SQL that takes both databases from the schema of the last migration to prisma/schema.prisma.
// Usage: npm run db:new-migration -- <name>
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error(
    "Give the migration a name of lowercase letters, digits and underscores: npm run db:new-migration -- add_things",
  );
  process.exit(1);
}
execFileSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const env = { ...process.env, CHECKPOINT_DISABLE: "1" };
for (const schema of ["prisma/schema.prisma", "prisma/postgres/schema.prisma"]) {
  const migrations = path.join(path.dirname(schema), "migrations");
  const snapshot = path.join(migrations, "schema.snapshot.prisma");
  const from = existsSync(snapshot) ? ["--from-schema-datamodel", snapshot] : ["--from-empty"];
  const sql = execFileSync(
    "npx",
    ["prisma", "migrate", "diff", ...from, "--to-schema-datamodel", schema, "--script"],
    {
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  if (!sql.trim() || sql.includes("This is an empty migration")) {
    console.info(`${schema}: no change`);
    continue;
  }
  const dir = path.join(migrations, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), sql);
  copyFileSync(schema, snapshot);
  console.info(`wrote ${dir}/migration.sql`);
}
