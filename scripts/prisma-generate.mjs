// Derives the PostgreSQL schema from the SQLite one and generates both Prisma clients (runs at postinstall).
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

const source = readFileSync("prisma/schema.prisma", "utf8");
const postgres = source
  .replace('provider = "sqlite"', 'provider = "postgresql"')
  .replace('url      = "file:./unused.db"', 'url      = "postgresql://unused@localhost/unused"')
  .replace('output     = "../lib/generated/sqlite"', 'output     = "../../lib/generated/postgres"')
  .replace(
    /^\/\/ Source of truth.*\n\/\/.*\n/m,
    "// GENERATED from prisma/schema.prisma by scripts/prisma-generate.mjs: do not edit.\n",
  );
if (!postgres.includes('provider = "postgresql"') || !postgres.includes("lib/generated/postgres")) {
  throw new Error("prisma/schema.prisma no longer matches the patterns scripts/prisma-generate.mjs rewrites");
}
mkdirSync("prisma/postgres", { recursive: true });
writeFileSync("prisma/postgres/schema.prisma", postgres);

const env = { ...process.env, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" };
for (const schema of ["prisma/schema.prisma", "prisma/postgres/schema.prisma"]) {
  execFileSync("npx", ["prisma", "generate", "--schema", schema], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, PRISMA_SCHEMA: schema },
  });
}
console.info("Prisma clients generated for SQLite and PostgreSQL");
