import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { startCheckpointer } from "./sqlite-checkpointer";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A WAL database whose own connection never checkpoints, with a few megabytes waiting in its WAL. */
function databaseWithFullWal() {
  const folder = mkdtempSync(path.join(tmpdir(), "checkpointer-"));
  folders.push(folder);
  const file = path.join(folder, "app.db");
  const connection = new Database(file);
  connection.pragma("journal_mode = WAL");
  connection.pragma("wal_autocheckpoint = 0");
  connection.pragma("journal_size_limit = 0");
  connection.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)");
  const insert = connection.prepare("INSERT INTO t (body) VALUES (?)");
  for (let i = 0; i < 2_000; i++) insert.run("x".repeat(2_000));
  return { file, connection, walBytes: () => statSync(`${file}-wal`).size };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the checkpoint thread", () => {
  it("moves the WAL into the database off the event loop, so the WAL starts over instead of growing", async () => {
    const { file, connection, walBytes } = databaseWithFullWal();
    expect(walBytes()).toBeGreaterThan(4_000_000);
    const small = connection.prepare("INSERT INTO t (body) VALUES ('small')");
    let rows = 2_000;
    const insert = () => {
      small.run();
      rows += 1;
    };
    // Without a checkpoint a write only adds to the WAL.
    for (let i = 0; i < 5; i++) insert();
    expect(walBytes()).toBeGreaterThan(4_000_000);
    const checkpointer = startCheckpointer(file, { everyMs: 20 });
    try {
      for (let tries = 0; tries < 200 && walBytes() > 100_000; tries++) {
        await pause(50);
        insert();
      }
      expect(walBytes()).toBeLessThan(100_000);
      // Nothing written is lost, also for a connection that opens the file afresh.
      const reader = new Database(file, { readonly: true });
      expect(reader.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: rows });
      reader.close();
    } finally {
      await checkpointer.stop();
      connection.close();
    }
  });

  it("says when it stops on its own, so the connection can checkpoint again itself", async () => {
    const stopped = new Promise<unknown>((resolve) => {
      startCheckpointer(path.join(tmpdir(), "no-such-folder", "app.db"), { onStop: resolve });
    });
    expect(String(await stopped)).toMatch(/unable to open|directory does not exist|SQLITE_CANTOPEN/i);
  });
});
