import { describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { createDb, db } from "./client";
import { dialectOf, dialectOfUrl } from "./dialect";
import { pingDatabase } from "./ping";

describe("the dialect of a client", () => {
  it("is the one its connection string names, also inside a transaction it opened, without asking the database", async () => {
    const expected = dialectOfUrl(TEST_DATABASE_URL);
    expect(dialectOf(db())).toBe(expected);
    expect(await db().$transaction(async (tx) => dialectOf(tx))).toBe(expected);
    // The SQL it picks is the SQL the database speaks.
    const version = expected === "sqlite" ? "SELECT sqlite_version() AS v" : "SELECT version() AS v";
    await expect(db().$queryRawUnsafe(version)).resolves.toHaveLength(1);
  });

  it("is known for each client of a process holding both kinds, and a database that answers passes the ping", async () => {
    const sqlite = createDb("file:./data/test-dialect.db");
    const postgres = createDb("postgresql://nobody@127.0.0.1:9/none");
    try {
      expect([dialectOf(sqlite), dialectOf(postgres)]).toEqual(["sqlite", "postgres"]);
      await expect(pingDatabase(db())).resolves.toBeUndefined();
      await expect(pingDatabase(postgres)).rejects.toThrow();
    } finally {
      await Promise.all([sqlite.$disconnect(), postgres.$disconnect()]);
    }
  });

  it("refuses a client it did not make, rather than guess", () => {
    expect(() => dialectOf({} as never)).toThrow(/createDb/);
  });
});
