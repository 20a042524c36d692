import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { signInAs } from "@/test/signed-in";
import { revealRawBodyAction } from "./actions";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

const signedInAs = (roles: Role[]) => signInAs({ roles });

const receive = (body: unknown) =>
  receiveUpgradeNotification(delivery(JSON.stringify(body), { raw: true }), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
  });

describe("revealing a raw body that could not be masked", () => {
  beforeEach(() => resetDb());

  async function withheldDelivery() {
    await receive(approvedNotification("UPG-W", { motherMaidenName: { first: "Siti", last: "Aminah" } }));
    await receive(approvedNotification("UPG-W"));
    const decision = await db().upgradeDecision.findFirstOrThrow();
    const refused = await db().callbackDelivery.findFirstOrThrow({ where: { outcome: "invalid" } });
    return { id: decision.id, deliveryId: refused.id };
  }

  it("shows it as received to a compliance reviewer, audited with the delivery it came from", async () => {
    const input = await withheldDelivery();
    signedInAs(["compliance"]);
    const result = await revealRawBodyAction(null, input);
    expect(result).toMatchObject({ ok: true, data: { utf8: true } });
    expect(result.ok && result.data.text).toContain('"last":"Aminah"');
    const events = await db().auditEvent.findMany({ where: { action: "inbox.reveal_raw" } });
    expect(events).toMatchObject([
      {
        actorEmail: "reviewer@example.test",
        targetType: "upgrade_decision",
        targetId: input.id,
        outcome: "success",
        detail: JSON.stringify({ deliveryId: input.deliveryId }),
      },
    ]);
    expect(events[0]?.detail).not.toContain("Aminah");
  });

  it("refuses every role that may not reveal PII, and a delivery of another decision", async () => {
    const input = await withheldDelivery();
    for (const role of ["agent", "manager", "admin"] as const) {
      signedInAs([role]);
      expect(await revealRawBodyAction(null, input)).toEqual({ ok: false, error: "forbidden" });
    }
    await receive(approvedNotification("UPG-OTHER"));
    const other = await db().upgradeDecision.findFirstOrThrow({
      where: { originalReferenceNo: "UPG-OTHER" },
    });
    signedInAs(["compliance"]);
    expect(await revealRawBodyAction(null, { id: other.id, deliveryId: input.deliveryId })).toEqual({
      ok: false,
      error: "inbox_not_found",
    });
    expect(await db().auditEvent.count({ where: { action: "inbox.reveal_raw" } })).toBe(0);
  });
});
