import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { keyringOf } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { providerSettingsSchema } from "./schemas";
import {
  clearPreviousCallbackToken,
  getSettingsView,
  loadCallbackTokens,
  loadClientConfig,
  saveSettings,
} from "./settings";

const key = keyringOf({ version: 1, key: randomBytes(32) });
const CB_1 = "callback-token-one-0123456789abcdef";
const CB_2 = "callback-token-two-0123456789abcdef";
const base = {
  statusBaseUrl: "https://status.example.test/",
  historyBaseUrl: "https://history.example.test",
  tokenUrl: "https://status.example.test/oauth/token/accesstoken",
  clientId: "partner-1",
  timeoutMs: "8000",
};

describe("provider settings", () => {
  beforeEach(() => resetDb());

  it("seals the secrets, shows only when they were set, and opens them for the client", async () => {
    await saveSettings(
      db(),
      providerSettingsSchema.parse({ ...base, clientSecret: "cs-1", callbackToken: CB_1 }),
      key,
      "admin@x",
    );
    const row = await db().providerSettings.findUniqueOrThrow({ where: { id: "default" } });
    expect(JSON.stringify(row)).not.toMatch(/cs-1|callback-token-one/);
    const view = await getSettingsView(db());
    expect(JSON.stringify(view)).not.toMatch(/cs-1|callback-token-one|Sealed/);
    expect(view).toMatchObject({
      statusBaseUrl: "https://status.example.test",
      clientSecretSetAt: expect.any(Date),
    });
    expect(await loadClientConfig(db(), key)).toMatchObject({
      clientId: "partner-1",
      clientSecret: "cs-1",
      timeoutMs: 8000,
    });
  });

  it("keeps a secret left blank, and rotates the callback token through 'previous'", async () => {
    await saveSettings(
      db(),
      providerSettingsSchema.parse({ ...base, clientSecret: "cs-1", callbackToken: CB_1 }),
      key,
      "a",
    );
    await saveSettings(
      db(),
      providerSettingsSchema.parse({ ...base, clientSecret: "", callbackToken: CB_2 }),
      key,
      "a",
    );
    expect((await loadClientConfig(db(), key))?.clientSecret).toBe("cs-1");
    expect(await loadCallbackTokens(db(), key)).toEqual([CB_2, CB_1]);
    await clearPreviousCallbackToken(db());
    expect(await loadCallbackTokens(db(), key)).toEqual([CB_2]);
  });

  it("refuses a first connection without a client secret, and an unknown signing scheme", async () => {
    await expect(saveSettings(db(), providerSettingsSchema.parse(base), key, "a")).rejects.toMatchObject({
      code: "client_secret_required",
    });
    await expect(
      saveSettings(
        db(),
        providerSettingsSchema.parse({ ...base, clientSecret: "x", signingScheme: "rot13" }),
        key,
        "a",
      ),
    ).rejects.toMatchObject({ code: "signing_scheme_unknown" });
    expect(await getSettingsView(db())).toBeNull();
  });

  it("drops the shared token when the credentials change", async () => {
    await saveSettings(db(), providerSettingsSchema.parse({ ...base, clientSecret: "cs-1" }), key, "a");
    await db().providerToken.create({ data: { id: "default", tokenSealed: "x", expiresAt: new Date() } });
    await saveSettings(db(), providerSettingsSchema.parse({ ...base, timeoutMs: "9000" }), key, "a");
    expect(await db().providerToken.count()).toBe(1);
    await saveSettings(db(), providerSettingsSchema.parse({ ...base, clientSecret: "cs-2" }), key, "a");
    expect(await db().providerToken.count()).toBe(0);
  });

  it("explains malformed input field by field", () => {
    const result = providerSettingsSchema.safeParse({
      ...base,
      statusBaseUrl: "ftp://x",
      clientId: "",
      timeoutMs: "10",
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(fields).toEqual({
      statusBaseUrl: "url_invalid",
      clientId: "required",
      timeoutMs: "timeout_range",
    });
  });
});
