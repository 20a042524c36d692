import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { CURRENT_TOKEN, delivery, rejectedVariant } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { exactly } from "@/test/capped-counts";
import { makeUser, resetDb } from "@/test/db";
import { writeDecisionsCsv } from "./export";
import { listDecisions } from "./query";
import { inboxFilterSchema } from "./schemas";

// Stored through the receiver, reasons as the provider worded them.
const DECISIONS: [reference: string, reasons: string[]][] = [
  ["R-KTP", ["Foto KTP buram atau tidak terbaca"]],
  ["R-KTP-CAPS", ["FOTO KTP BURAM"]],
  ["R-TWO", ["Selfie tidak cocok", "Data 50% tidak lengkap"]],
  ["R-UNICODE", ["Ñama ÜBER tidak sesuai"]],
  ["R-UNDERSCORE", ["field_name kosong"]],
  ["R-BACKSLASH", ["path\\file salah"]],
  ["R-NONE", ["Dokumen kedaluwarsa"]],
];

// This lane runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL: the same table holds on both.
const SEARCHES: [query: string, references: string[]][] = [
  ["foto ktp buram", ["R-KTP", "R-KTP-CAPS"]],
  ["KTP BURAM", ["R-KTP", "R-KTP-CAPS"]],
  ["tidak terbaca", ["R-KTP"]],
  ["selfie", ["R-TWO"]],
  ["50%", ["R-TWO"]],
  ["%", ["R-TWO"]],
  ["_", ["R-UNDERSCORE"]],
  ["d_n", ["R-UNDERSCORE"]],
  // Neither is a wildcard: taken as one, each would match a reason.
  ["fiel_", []],
  ["data%lengkap", []],
  ["\\", ["R-BACKSLASH"]],
  ["über", ["R-UNICODE"]],
  ["ÑAMA", ["R-UNICODE"]],
  ["nama", []],
  // A reference still matches as before, beside the reasons.
  ["r-two", ["R-TWO"]],
];

function rejected(reference: string, rejectReasons: string[]) {
  const body = rejectedVariant(reference) as { additionalInfo: Record<string, unknown> };
  return {
    ...body,
    custId: `cust-${reference.toLowerCase()}`,
    additionalInfo: { ...body.additionalInfo, rejectReasons },
  };
}

describe("inbox search by rejection reason", () => {
  beforeEach(() => resetDb());

  it("finds the decisions whose reasons contain the query, whatever its case, letters, % or _", async () => {
    const viewer = await makeUser(["compliance"]);
    for (const [reference, reasons] of DECISIONS) {
      const answer = await receiveUpgradeNotification(delivery(rejected(reference, reasons)), {
        store: callbackStore(),
        key: keyring(),
        loadTokens: async () => [CURRENT_TOKEN],
      });
      expect(answer.status).toBe(200);
    }
    for (const [q, references] of SEARCHES) {
      const found = await listDecisions(db(), inboxFilterSchema.parse({ q }), viewer.id, "Asia/Jakarta");
      expect(found.rows.map((row) => row.originalReferenceNo).sort(), q).toEqual([...references].sort());
      expect(found.total, q).toEqual(exactly(references.length));
    }
  });

  it("exports what the search lists", async () => {
    const viewer = await makeUser(["manager"]);
    for (const [reference, reasons] of DECISIONS) {
      await receiveUpgradeNotification(delivery(rejected(reference, reasons)), {
        store: callbackStore(),
        key: keyring(),
        loadTokens: async () => [CURRENT_TOKEN],
      });
    }
    const { csv: bytes, rows } = await writeDecisionsCsv(db(), inboxFilterSchema.parse({ q: "selfie" }), {
      id: viewer.id,
      timeZone: "Asia/Jakarta",
      locale: "en",
    });
    expect(rows).toBe(1);
    const csv = bytes.toString("utf8");
    expect(csv).toContain("R-TWO");
    expect(csv).not.toContain("R-KTP");
  });
});
