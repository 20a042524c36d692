import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { sealRawBody } from "@/lib/callbacks/sealed";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { decisionRawBody, getDecisionDetail } from "./detail";

const MAIDEN = "Siti Aminah";

async function receive(body: string) {
  return receiveUpgradeNotification(delivery(body, { raw: true }), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
  });
}

/** A stored decision for UPG-W, preceded by a refused delivery naming it whose maiden name is a list. */
async function decisionWithUnmaskableDelivery() {
  const refused = await receive(
    JSON.stringify(approvedNotification("UPG-W", { motherMaidenName: [MAIDEN] })),
  );
  expect(refused.status).toBe(400);
  await receive(JSON.stringify(approvedNotification("UPG-W")));
  const decision = await db().upgradeDecision.findFirstOrThrow();
  const deliveries = await db().callbackDelivery.findMany({ orderBy: { receivedAt: "asc" } });
  return { decision, refusedId: deliveries.find((d) => d.outcome !== "stored")?.id ?? "" };
}

describe("raw bodies on the decision page", () => {
  beforeEach(() => resetDb());

  it("sends a body that cannot be masked to nobody with the page, and says why", async () => {
    const { decision, refusedId } = await decisionWithUnmaskableDelivery();
    const detail = await getDecisionDetail(db(), decision.id, keyring());
    expect(detail?.deliveries.map((d) => [d.outcome, d.rawBody?.state])).toEqual([
      ["invalid", "withheld"],
      ["stored", "masked"],
    ]);
    expect(detail?.deliveries.find((d) => d.id === refusedId)?.rawBody).toEqual({
      state: "withheld",
      reason: "unexpected_value",
    });
    expect(JSON.stringify(detail)).not.toContain("Siti");
  });

  it("withholds a stored body that was not UTF-8", async () => {
    const { decision } = await decisionWithUnmaskableDelivery();
    const bytes = Buffer.concat([
      Buffer.from(`{"originalReferenceNo":"UPG-W","motherMaidenName":"${MAIDEN}`),
      Buffer.from([0xc3, 0x28]),
    ]);
    await db().callbackDelivery.create({
      data: {
        outcome: "invalid",
        httpStatus: 400,
        responseCode: "4000001",
        bodyBytes: bytes.length,
        rawBodySealed: sealRawBody(bytes, null, keyring()),
        originalReferenceNo: "UPG-W",
      },
    });
    const detail = await getDecisionDetail(db(), decision.id, keyring());
    expect(detail?.deliveries.map((d) => d.rawBody)).toContainEqual({
      state: "withheld",
      reason: "not_utf8",
    });
    expect(JSON.stringify(detail)).not.toContain("Siti");
    expect(JSON.stringify(detail)).not.toContain(bytes.toString("base64").slice(0, 16));
  });

  it("opens one such body as received, only among the decision's own deliveries", async () => {
    const { decision, refusedId } = await decisionWithUnmaskableDelivery();
    const body = await decisionRawBody(db(), decision.id, refusedId, keyring());
    expect(body?.utf8).toBe(true);
    expect(JSON.parse(body?.text ?? "")).toMatchObject({ motherMaidenName: [MAIDEN] });

    await receive(JSON.stringify(approvedNotification("UPG-OTHER")));
    const other = await db().upgradeDecision.findFirstOrThrow({
      where: { originalReferenceNo: "UPG-OTHER" },
    });
    expect(await decisionRawBody(db(), other.id, refusedId, keyring())).toBeNull();
    expect(await decisionRawBody(db(), "no-such-decision", refusedId, keyring())).toBeNull();
  });
});
