import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSqliteGroupCommit } from "./store-sqlite-group-commit";

let dir: string;
let file: string;
const open = (timeout = 0) => {
  const connection = new Database(file, { timeout });
  connection.pragma("journal_mode = WAL");
  return connection;
};
/** Waits, a millisecond at a time, until `condition` holds. */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}
const rows = (connection: Database.Database) =>
  (connection.prepare("SELECT count(*) AS n FROM t").get() as { n: number }).n;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "batch-"));
  file = path.join(dir, "test.db");
  open().exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("SQLite group commit", () => {
  it("commits the writes of one turn together, each visible to other connections once resolved", async () => {
    const writer = open();
    const reader = open();
    const groupCommit = createSqliteGroupCommit(writer);
    const insert = writer.prepare("INSERT INTO t (v) VALUES (?)");
    const seen = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        groupCommit.run(() => insert.run(`row ${i}`)).then(() => rows(reader)),
      ),
    );
    expect(seen.every((count) => count === 20)).toBe(true);
  });

  it("refuses a failing write alone, keeping the others of its transaction", async () => {
    const writer = open();
    const groupCommit = createSqliteGroupCommit(writer);
    const insert = writer.prepare("INSERT INTO t (v) VALUES (?)");
    const results = await Promise.allSettled([
      groupCommit.run(() => insert.run("a")),
      groupCommit.run(() => {
        insert.run("half done");
        return insert.run(null);
      }),
      groupCommit.run(() => insert.run("b")),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(writer.prepare("SELECT v FROM t ORDER BY id").all()).toEqual([{ v: "a" }, { v: "b" }]);
  });

  it("waits for another connection's write lock without blocking the event loop", async () => {
    const writer = open();
    const holder = open();
    const groupCommit = createSqliteGroupCommit(writer, { retryMs: 1 });
    holder.exec("BEGIN IMMEDIATE");
    let ticks = 0;
    const ticking = setInterval(() => {
      ticks += 1;
    }, 1);
    const written = groupCommit.run(() => writer.prepare("INSERT INTO t (v) VALUES ('late')").run());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rows(open())).toBe(0);
    holder.exec("COMMIT");
    await written;
    clearInterval(ticking);
    expect(ticks).toBeGreaterThan(0);
    expect(rows(open())).toBe(1);
  });

  it("answers a write only after a sync begun after its commit, committing the next ones meanwhile", async () => {
    const writer = open();
    const syncs: (() => void)[] = [];
    const groupCommit = createSqliteGroupCommit(writer, {
      sync: () => new Promise<void>((resolve) => syncs.push(resolve)),
    });
    const insert = writer.prepare("INSERT INTO t (v) VALUES (?)");
    const answered: string[] = [];
    const first = groupCommit.run(() => insert.run("a")).then(() => answered.push("a"));
    await until(() => syncs.length === 1);
    const second = groupCommit.run(() => insert.run("b")).then(() => answered.push("b"));
    await until(() => rows(open()) === 2);
    expect(answered).toEqual([]);
    syncs[0]?.();
    await first;
    expect(answered).toEqual(["a"]);
    await until(() => syncs.length === 2);
    expect(answered).toEqual(["a"]);
    syncs[1]?.();
    await second;
    expect(answered).toEqual(["a", "b"]);
  });

  it("refuses the writes a failed sync covered, and drains only once the sync is over", async () => {
    const writer = open();
    let fail: ((error: Error) => void) | undefined;
    const groupCommit = createSqliteGroupCommit(writer, {
      sync: () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    });
    const written = groupCommit.run(() => writer.prepare("INSERT INTO t (v) VALUES ('x')").run());
    let drained = false;
    const drain = groupCommit.drain().then(() => {
      drained = true;
    });
    await until(() => fail !== undefined);
    expect(drained).toBe(false);
    fail?.(Object.assign(new Error("I/O error"), { code: "EIO" }));
    await expect(written).rejects.toMatchObject({ code: "EIO" });
    await drain;
  });

  it("refuses with SQLITE_BUSY once the lock was held for longer than it may wait", async () => {
    const writer = open();
    const holder = open();
    const groupCommit = createSqliteGroupCommit(writer, { retryMs: 1, lockWaitMs: 20 });
    holder.exec("BEGIN IMMEDIATE");
    await expect(
      groupCommit.run(() => writer.prepare("INSERT INTO t (v) VALUES ('x')").run()),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/^SQLITE_BUSY/),
    });
    holder.exec("ROLLBACK");
    await groupCommit.run(() => writer.prepare("INSERT INTO t (v) VALUES ('y')").run());
    expect(rows(writer)).toBe(1);
  });
});
