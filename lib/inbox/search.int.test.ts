import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { exactly } from "@/test/capped-counts";
import { makeUser, resetDb } from "@/test/db";
import { listDecisions } from "./query";
import { inboxFilterSchema } from "./schemas";

// Stored as the provider sent them, through the receiver, which writes the search columns.
const DECISIONS: [reference: string, custId: string][] = [
  ["UPG-Ab1", "user-0001"],
  ["upg-ab2", "USER-0002"],
  ["ÜBER-1", "Ñandú-7"],
  ["über-2", "ñANDÚ-8"],
  ["PCT-50%", "cust_a"],
  ["PCT-500", "custXa"],
  ["PCT\\7", "cust-b"],
];

// This lane runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL: the same table holds on both.
const SEARCHES: [query: string, references: string[]][] = [
  ["upg-ab", ["UPG-Ab1", "upg-ab2"]],
  ["UPG-AB", ["UPG-Ab1", "upg-ab2"]],
  ["uPg-Ab1", ["UPG-Ab1"]],
  ["user-000", ["UPG-Ab1", "upg-ab2"]],
  ["über", ["ÜBER-1", "über-2"]],
  ["ÜBER", ["ÜBER-1", "über-2"]],
  ["ñandú", ["ÜBER-1", "über-2"]],
  ["ÑANDÚ-8", ["über-2"]],
  ["50%", ["PCT-50%"]],
  ["%", ["PCT-50%"]],
  ["t_a", ["PCT-50%"]],
  ["_", ["PCT-50%"]],
  ["\\", ["PCT\\7"]],
  ["t\\7", ["PCT\\7"]],
  ["pct-50", ["PCT-50%", "PCT-500"]],
  ["nandu", []],
];

describe("inbox search", () => {
  beforeEach(() => resetDb());

  it("finds the same decisions for each query whatever its case, letters, % or _", async () => {
    const viewer = await makeUser(["compliance"]);
    for (const [reference, custId] of DECISIONS) {
      const answer = await receiveUpgradeNotification(delivery(approvedNotification(reference, { custId })), {
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
});
