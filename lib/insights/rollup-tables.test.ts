import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { bucketCuts, bucketOf } from "./buckets";
import { bucketSql } from "./rollup-tables";

describe("a bucket in SQL", () => {
  it("is the same bucket the code computes, for every hour of two days and any cuts", () => {
    const database = new Database(":memory:");
    const first = 493_000;
    for (const cuts of [bucketCuts(), [17], [3, 9]]) {
      for (let hour = first; hour < first + 48; hour += 1) {
        const row = database.prepare(`SELECT ${bucketSql(String(hour), cuts)} AS "bucket"`).get() as {
          bucket: number;
        };
        expect(row.bucket, `${cuts} ${hour}`).toBe(bucketOf(hour, cuts));
      }
    }
    database.close();
  });
});
