import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery, rejectedVariant } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { reasonKey } from "@/lib/insights/reasons";
import { exactly } from "@/test/capped-counts";
import { makeUser, resetDb } from "@/test/db";
import { getDecisionDetail } from "./detail";
import { listDecisions } from "./query";
import { inboxFilterSchema } from "./schemas";

type Json = Record<string, unknown>;

async function receive(body: Json) {
  const answer = await receiveUpgradeNotification(delivery(body), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
  });
  expect(answer.status).toBe(200);
}

function rejected(reference: string, reasons: string[], custId = "user-0043"): Json {
  const body = rejectedVariant(reference);
  return { ...body, custId, additionalInfo: { ...(body.additionalInfo as Json), rejectReasons: reasons } };
}

function approved(reference: string, benefits: string[]): Json {
  const body = approvedNotification(reference);
  return { ...body, additionalInfo: { ...(body.additionalInfo as Json), benefits } };
}

const idOf = async (reference: string, custId?: string) =>
  (await db().upgradeDecision.findFirstOrThrow({ where: { originalReferenceNo: reference, custId } })).id;

// Not sorted, repeated, differing only in case and punctuation: kept exactly as received.
const REASONS = [
  "NIK tidak sesuai",
  "Foto KTP buram",
  "foto ktp  BURAM!",
  "Selfie tidak jelas",
  "NIK tidak sesuai",
];
const BENEFITS = ["Transfer ke bank", "Batas saldo Rp20.000.000", "Tarik tunai"];

describe("a decision's reasons and benefits", () => {
  beforeEach(() => resetDb());

  it("are stored with the decision as received, in order, once however often the provider resends", async () => {
    await receive(rejected("UPG-L1", REASONS));
    await receive(rejected("UPG-L1", REASONS));
    await receive(approved("UPG-L2", BENEFITS));
    // Another decision for UPG-L1 (a conflict): the receiver's careful path, its lists its own.
    await receive(rejected("UPG-L1", ["Data tidak lengkap", "Foto KTP buram"], "user-0099"));

    const first = await getDecisionDetail(db(), await idOf("UPG-L1", "user-0043"), keyring());
    expect(first?.rejectReasons).toEqual(REASONS);
    expect(first?.benefits).toEqual([]);
    expect(first?.conflicts[0]?.differences).toContain("outcome");
    const second = await getDecisionDetail(db(), await idOf("UPG-L1", "user-0099"), keyring());
    expect(second?.rejectReasons).toEqual(["Data tidak lengkap", "Foto KTP buram"]);
    const approvedOne = await getDecisionDetail(db(), await idOf("UPG-L2"), keyring());
    expect(approvedOne?.benefits).toEqual(BENEFITS);
    expect(approvedOne?.rejectReasons).toEqual([]);
    expect(await db().decisionReason.count()).toBe(REASONS.length + 2);
    expect(await db().decisionBenefit.count()).toBe(BENEFITS.length);
  });

  it("filter the inbox by a reason in any wording: exactly the decisions naming it", async () => {
    const viewer = await makeUser(["compliance"]);
    await receive(rejected("UPG-F1", ["Foto KTP buram"]));
    await receive(rejected("UPG-F2", ["NIK tidak sesuai", "FOTO KTP, BURAM."]));
    await receive(rejected("UPG-F3", ["NIK tidak sesuai"]));
    await receive(rejected("UPG-F4", ["Foto KTP buram sebagian"]));
    await receive(approved("UPG-F5", ["Foto KTP buram"]));

    const named = async (reason: string) => {
      const page = await listDecisions(db(), inboxFilterSchema.parse({ reason }), viewer.id, "Asia/Jakarta");
      expect(page.total).toEqual(exactly(page.rows.length));
      return page.rows.map((row) => row.originalReferenceNo).sort();
    };
    expect(await named(reasonKey("Foto KTP buram"))).toEqual(["UPG-F1", "UPG-F2"]);
    expect(await named(reasonKey("NIK tidak sesuai"))).toEqual(["UPG-F2", "UPG-F3"]);
    expect(await named(reasonKey("Selfie tidak jelas"))).toEqual([]);
  });
});
