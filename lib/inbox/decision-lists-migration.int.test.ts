import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createDb, type Db } from "@/lib/db/client";
import { dialectOfUrl } from "@/lib/db/dialect";
import { migrate } from "@/lib/db/migrate";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { searchSpelling } from "./decision-lists";

const folder = (url: string) =>
  path.join("prisma", ...(dialectOfUrl(url) === "sqlite" ? [] : ["postgres"]), "migrations");

/** The migrations of this dialect, oldest first, and the one that made the lists rows. */
function migrationsOf(url: string) {
  const dir = folder(url);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const moving = names.findIndex((name) =>
    readFileSync(path.join(dir, name, "migration.sql"), "utf8").includes('CREATE TABLE "DecisionReason"'),
  );
  return { dir, before: names.slice(0, moving), moving: names[moving] ?? "" };
}

/** An empty database of the lane's dialect, and how to remove it. */
async function emptyDatabase(scratch: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialectOfUrl(TEST_DATABASE_URL) === "sqlite")
    return { url: `file:${path.join(scratch, "old.db")}`, drop: async () => {} };
  const name = `pbo_lists_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

const OLD_ROWS = [
  {
    id: "old-rejected",
    reference: "UPG-Old1",
    custId: "User-AB_1%",
    status: "rejected",
    benefits: "[]",
    reasons: JSON.stringify(['Foto "KTP" buram', "NIK tidak sesuai", "Ñama tidak cocok"]),
  },
  {
    id: "old-approved",
    reference: "upg-old2",
    custId: "user-2\\x",
    status: "approved",
    benefits: JSON.stringify(["Transfer ke bank", "Tarik tunai"]),
    reasons: "[]",
  },
];

describe("the migration that made a decision's lists rows", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("moves the lists stored before into rows in their order, and fills the search columns", async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), "pbo-lists-"));
    cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
    const { url, drop } = await emptyDatabase(scratch);
    cleanups.push(drop);
    const { dir, before, moving } = migrationsOf(url);
    const copy = (name: string) =>
      cpSync(path.join(dir, name), path.join(scratch, folder(url), name), { recursive: true });
    mkdirSync(path.join(scratch, folder(url)), { recursive: true });
    for (const name of before) copy(name);
    expect(await migrate(url, scratch)).toEqual(before);

    const old: Db = createDb(url);
    cleanups.push(() => old.$disconnect());
    for (const row of OLD_ROWS) {
      await old.$executeRawUnsafe(
        `INSERT INTO "UpgradeDecision" ("id", "originalReferenceNo", "fingerprint", "status", "custId",
          "notificationType", "shape", "piiSealed", "benefits", "rejectReasons", "updatedAt")
         VALUES ('${row.id}', '${row.reference}', 'f', '${row.status}', '${row.custId}', 'upgrade_account',
          'documented', 'unused', '${row.benefits}', '${row.reasons}', '2025-01-01 00:00:00')`,
      );
    }

    copy(moving);
    expect(await migrate(url, scratch)).toEqual([moving]);
    const listed = (table: string) =>
      old.$queryRawUnsafe<{ decisionId: string; position: unknown; text: string }[]>(
        `SELECT "decisionId", "position", "text" FROM "${table}" ORDER BY "decisionId", "position"`,
      );
    const rows = (table: string) =>
      listed(table).then((found) => found.map((row) => [row.decisionId, Number(row.position), row.text]));
    expect(await rows("DecisionReason")).toEqual([
      ["old-rejected", 0, 'Foto "KTP" buram'],
      ["old-rejected", 1, "NIK tidak sesuai"],
      ["old-rejected", 2, "Ñama tidak cocok"],
    ]);
    expect(await rows("DecisionBenefit")).toEqual([
      ["old-approved", 0, "Transfer ke bank"],
      ["old-approved", 1, "Tarik tunai"],
    ]);
    const search = await old.$queryRawUnsafe<{ id: string; referenceSearch: string; custIdSearch: string }[]>(
      `SELECT "id", "referenceSearch", "custIdSearch" FROM "UpgradeDecision" ORDER BY "id"`,
    );
    expect(search).toEqual(
      [...OLD_ROWS]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((row) => ({
          id: row.id,
          referenceSearch: searchSpelling(row.reference),
          custIdSearch: searchSpelling(row.custId),
        })),
    );
  });
});
