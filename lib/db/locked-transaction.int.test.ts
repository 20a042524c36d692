import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { makeUser, resetDb } from "@/test/db";
import { createDb, type DbTx, db } from "./client";
import { dialectOfUrl, sqliteFile } from "./dialect";
import { inLockedTransaction, LOCKS } from "./locked-transaction";

const dialect = dialectOfUrl(TEST_DATABASE_URL);

/** A row whose name is a counter at 0. */
async function counter(): Promise<string> {
  await resetDb();
  const user = await makeUser();
  await db().user.update({ where: { id: user.id }, data: { name: "0" } });
  return user.id;
}

const counterValue = async (id: string) =>
  (await db().user.findUniqueOrThrow({ where: { id }, select: { name: true } })).name;

/** Reads the counter, then writes it plus one: two of these lose an increment unless they exclude each other. */
async function increment(tx: DbTx, id: string, between?: () => Promise<void>): Promise<void> {
  const { name } = await tx.user.findUniqueOrThrow({ where: { id }, select: { name: true } });
  await between?.();
  await tx.user.update({ where: { id }, data: { name: String(Number(name) + 1) } });
}

describe("inLockedTransaction", () => {
  it.runIf(dialect === "postgres")(
    "makes a second transaction with the same lock wait for the first to commit, so it reads its write",
    async () => {
      const id = await counter();
      const other = createDb(TEST_DATABASE_URL);
      try {
        let second: Promise<void> | undefined;
        await inLockedTransaction(db(), LOCKS.userAdmins, (tx) =>
          increment(tx, id, async () => {
            second = inLockedTransaction(other, LOCKS.userAdmins, (otherTx) => increment(otherTx, id));
            // Write only once the second one waits for the lock (it has not read yet).
            for (;;) {
              const [row] = await db().$queryRawUnsafe<{ waiting: bigint }[]>(
                `SELECT COUNT(*) AS "waiting" FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
              );
              if (Number(row?.waiting) > 0) break;
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
          }),
        );
        await second;
        expect(await counterValue(id)).toBe("2");
      } finally {
        await other.$disconnect();
      }
    },
  );

  it.runIf(dialect === "sqlite")(
    "waits for another connection's write to commit and reads it, instead of failing with SQLITE_BUSY",
    async () => {
      const id = await counter();
      // Another connection (the callback store's, another process) increments the counter in a transaction
      // it holds open for a moment; its thread is not the event loop, which waits for SQLite's lock below.
      const holder = new Worker(
        `const { parentPort, workerData } = require("node:worker_threads");
         const Database = require("better-sqlite3");
         const connection = new Database(workerData.file);
         connection.exec("BEGIN IMMEDIATE");
         connection.prepare('UPDATE "User" SET "name" = CAST(CAST("name" AS INTEGER) + 1 AS TEXT) WHERE "id" = ?').run(workerData.id);
         parentPort.postMessage("locked");
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
         connection.exec("COMMIT");
         connection.close();`,
        { eval: true, workerData: { file: sqliteFile(TEST_DATABASE_URL), id } },
      );
      const exited = new Promise((resolve) => holder.once("exit", resolve));
      await new Promise((resolve) => holder.once("message", resolve));
      await inLockedTransaction(db(), LOCKS.userAdmins, (tx) => increment(tx, id));
      await exited;
      expect(await counterValue(id)).toBe("2");
    },
  );
});
