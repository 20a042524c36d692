import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { readStoredFile, storeFile } from "./file-store";

async function newJob() {
  const owner = await makeUser(["manager"]);
  return db().exportJob.create({
    data: {
      ownerId: owner.id,
      userId: "user-big",
      scope: "all",
      format: "csv",
      columns: "[]",
      includeDuplicates: false,
      bom: false,
      locale: "en",
      timeZone: "Asia/Jakarta",
      maxEntries: 1,
    },
  });
}

async function read(jobId: string): Promise<Buffer> {
  return Buffer.from(await new Response(readStoredFile(db(), jobId)).arrayBuffer());
}

function tempFile(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "export-store-")), "export.csv");
  writeFileSync(file, bytes);
  return file;
}

describe("export files in the database", () => {
  beforeEach(() => resetDb());

  it("gives back every byte of the file, stored compressed in several chunks", async () => {
    const job = await newJob();
    // Rows that compress well, and bytes that do not, so the stored file still needs several chunks.
    const rows = Array.from({ length: 20_000 }, (_, i) => `${i},2025-06-30 12:00:00,qr_invoice,10000.00\r\n`);
    const bytes = Buffer.concat([Buffer.from(rows.join("")), randomBytes(300 * 1024)]);
    expect(await storeFile(db(), job.id, tempFile(bytes))).toBe(true);

    const chunks = await db().exportChunk.count({ where: { jobId: job.id } });
    expect(chunks).toBeGreaterThan(1);
    expect(chunks).toBeLessThan(Math.ceil(bytes.length / (64 * 1024)));
    expect((await read(job.id)).equals(bytes)).toBe(true);
  });

  it("still serves a file stored as it was, before files were compressed", async () => {
    const job = await newJob();
    const bytes = Buffer.from("\uFEFFSeq,Amount\r\n42,10000.00\r\n");
    await db().exportChunk.createMany({
      data: [
        { jobId: job.id, index: 0, data: new Uint8Array(bytes.subarray(0, 10)) },
        { jobId: job.id, index: 1, data: new Uint8Array(bytes.subarray(10)) },
      ],
    });
    expect((await read(job.id)).equals(bytes)).toBe(true);
  });
});
