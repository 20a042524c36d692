import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { makeUser, resetDb } from "@/test/db";
import { createDb, db } from "./client";
import { dialectOfUrl, sqliteFile } from "./dialect";
import { isDatabaseUnavailable, isLockTimeout, isSerializationFailure, isUniqueViolation } from "./errors";
import { inSnapshot } from "./snapshot";

const dialect = dialectOfUrl(TEST_DATABASE_URL);

/** What each test says of an error the database really raised. */
const classes = (error: unknown) => ({
  unique: isUniqueViolation(error),
  serialization: isSerializationFailure(error),
  lockTimeout: isLockTimeout(error),
  unavailable: isDatabaseUnavailable(error),
});

const failure = (work: () => Promise<unknown>) =>
  work().then(
    () => {
      throw new Error("expected the database to refuse");
    },
    (error: unknown) => error,
  );

/** A connection of the driver itself to the SQLite file, as the callback store opens one: it never waits. */
const sqliteConnection = () => new Database(sqliteFile(TEST_DATABASE_URL), { timeout: 0 });

describe("database errors as the databases raise them", () => {
  it("a second row with the same unique key is a unique violation, nothing else", async () => {
    await resetDb();
    const user = await makeUser();
    const error = await failure(() => makeUser(["agent"], { email: user.email }));
    expect(classes(error)).toEqual({
      unique: true,
      serialization: false,
      lockTimeout: false,
      unavailable: false,
    });
  });

  it("a snapshot transaction writing a row another connection changed since it read fails to serialize", async () => {
    await resetDb();
    const { id } = await makeUser();
    const other = createDb(TEST_DATABASE_URL);
    try {
      const error = await failure(() =>
        inSnapshot(db(), async (tx) => {
          await tx.user.findUniqueOrThrow({ where: { id } });
          await other.user.update({ where: { id }, data: { name: "theirs" } });
          await tx.user.update({ where: { id }, data: { name: "mine" } });
        }),
      );
      expect(classes(error)).toEqual({
        unique: false,
        serialization: true,
        lockTimeout: false,
        unavailable: true,
      });
    } finally {
      await other.$disconnect();
    }
  });

  it.runIf(dialect === "postgres")(
    "a row lock not granted within lock_timeout is a lock timeout",
    async () => {
      await resetDb();
      const { id } = await makeUser();
      const other = createDb(TEST_DATABASE_URL);
      try {
        const error = await db().$transaction(async (tx) => {
          await tx.user.update({ where: { id }, data: { name: "mine" } });
          return failure(() =>
            other.$transaction(async (otherTx) => {
              await otherTx.$executeRawUnsafe("SET LOCAL lock_timeout = '50ms'");
              await otherTx.user.update({ where: { id }, data: { name: "theirs" } });
            }),
          );
        });
        expect(classes(error)).toEqual({
          unique: false,
          serialization: false,
          lockTimeout: true,
          unavailable: true,
        });
      } finally {
        await other.$disconnect();
      }
    },
  );

  it.runIf(dialect === "sqlite")(
    "a write while another connection holds the write lock is a lock timeout",
    async () => {
      await resetDb();
      const { id } = await makeUser();
      const connection = sqliteConnection();
      try {
        const error = await db().$transaction(async (tx) => {
          await tx.user.update({ where: { id }, data: { name: "mine" } });
          return failure(async () =>
            connection.prepare(`UPDATE "User" SET "name" = 'theirs' WHERE "id" = ?`).run(id),
          );
        });
        expect(classes(error)).toEqual({
          unique: false,
          serialization: false,
          lockTimeout: true,
          unavailable: true,
        });
      } finally {
        connection.close();
      }
    },
  );
});
