import { beforeEach, describe, expect, it } from "vitest";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { clearPreviousCallbackToken, openCallbackTokens } from "@/lib/provider-connection/settings";
import { resetDb } from "@/test/db";
import { ACCEPTED_TOKENS_MAX_AGE_MS, createAcceptedTokens } from "./accepted-tokens";
import { receiveUpgradeNotification } from "./receive";
import { callbackStore } from "./store";
import { acceptTokens, approvedNotification, CURRENT_TOKEN, delivery, PREVIOUS_TOKEN } from "./test-helpers";

const NEWEST_TOKEN = "cb-newest-5555555555-qwertyuiopasdfgh";

/**
 * Instance B: its own copy of the accepted tokens and its own clock, told nothing of instance A's saves (A is
 * this test's Prisma client, saving the connection as the settings page does).
 */
function instanceB() {
  let now = 0;
  const loadTokens = createAcceptedTokens({
    read: () => callbackStore().readSealedCallbackTokens(),
    open: (sealed) => openCallbackTokens(sealed, keyring()),
    clock: () => now,
    generation: () => 0,
  });
  let sent = 0;
  return {
    wait: (ms: number) => {
      now += ms;
    },
    deliver: async (token: string) => {
      sent += 1;
      const response = await receiveUpgradeNotification(
        delivery(approvedNotification(`UPG-B-${sent}`), { token }),
        { store: callbackStore(), key: keyring(), loadTokens },
      );
      return response.status;
    },
  };
}

describe("callback token rotation across instances", () => {
  beforeEach(async () => {
    await resetDb();
    await acceptTokens(db(), [PREVIOUS_TOKEN]);
  });

  it("accepts a token saved on another instance at once, and the previous one throughout the rotation", async () => {
    const b = instanceB();
    expect(await b.deliver(PREVIOUS_TOKEN)).toBe(200);

    await acceptTokens(db(), [CURRENT_TOKEN]);
    expect(await b.deliver(CURRENT_TOKEN)).toBe(200);
    expect(await b.deliver(PREVIOUS_TOKEN)).toBe(200);

    // Rotating again makes CURRENT the previous token: still accepted, and the newest one at once.
    await acceptTokens(db(), [NEWEST_TOKEN]);
    expect(await b.deliver(NEWEST_TOKEN)).toBe(200);
    expect(await b.deliver(CURRENT_TOKEN)).toBe(200);
    expect(await db().upgradeDecision.count()).toBe(5);
  });

  it("stops accepting the previous token within the documented bound after the rotation ends elsewhere", async () => {
    const b = instanceB();
    await acceptTokens(db(), [CURRENT_TOKEN]);
    expect(await b.deliver(PREVIOUS_TOKEN)).toBe(200);

    await clearPreviousCallbackToken(db());
    b.wait(ACCEPTED_TOKENS_MAX_AGE_MS);
    expect(await b.deliver(PREVIOUS_TOKEN)).toBe(401);
    expect(await b.deliver(CURRENT_TOKEN)).toBe(200);
  });
});
