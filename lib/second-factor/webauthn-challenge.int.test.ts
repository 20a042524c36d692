import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { saveChallenge, takeChallenge } from "./webauthn-challenge";

describe("WebAuthn challenges", () => {
  beforeEach(() => resetDb());

  it("are taken once, by the purpose and person they were issued for", async () => {
    const id = await saveChallenge(db(), "c1", "verify", "u1");
    expect(await takeChallenge(db(), id, "verify", "u1")).toBe("c1");
    expect(await takeChallenge(db(), id, "verify", "u1")).toBeNull();
    const other = await saveChallenge(db(), "c2", "verify", "u1");
    expect(await takeChallenge(db(), other, "verify", "u2")).toBeNull();
    // A wrong try spends it too: it is never offered to a second guess.
    expect(await takeChallenge(db(), other, "verify", "u1")).toBeNull();
    const register = await saveChallenge(db(), "c3", "register", "u1");
    expect(await takeChallenge(db(), register, "verify", "u1")).toBeNull();
  });

  it("expire after five minutes, and expired ones are cleared as new ones come", async () => {
    const t0 = new Date();
    const id = await saveChallenge(db(), "c1", "verify", "u1", t0);
    expect(await takeChallenge(db(), id, "verify", "u1", new Date(t0.getTime() + 5 * 60_000))).toBeNull();
    await saveChallenge(db(), "c2", "verify", "u2", t0);
    await saveChallenge(db(), "c3", "verify", "u3", new Date(t0.getTime() + 6 * 60_000));
    expect(await db().webAuthnChallenge.count()).toBe(1);
  });

  it("keep one per person and purpose: asking again and again replaces it instead of piling rows up", async () => {
    let last = "";
    for (let i = 0; i < 50; i++) last = await saveChallenge(db(), `c${i}`, "verify", "u1");
    await saveChallenge(db(), "r", "register", "u1");
    await saveChallenge(db(), "other", "verify", "u2");
    expect(await db().webAuthnChallenge.count()).toBe(3);
    expect(await takeChallenge(db(), last, "verify", "u1")).toBe("c49");
  });
});
