import { beforeEach, describe, expect, it } from "vitest";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { CONNECTION_MAX_AGE_MS, providerClient } from "./client";
import { providerSettingsSchema } from "./schemas";
import { saveSettings } from "./settings";

const connection = (timeoutMs: string) =>
  providerSettingsSchema.parse({
    statusBaseUrl: "http://127.0.0.1:4010",
    historyBaseUrl: "http://127.0.0.1:4010",
    tokenUrl: "http://127.0.0.1:4010/oauth/token/accesstoken",
    clientId: "partner",
    clientSecret: "secret",
    timeoutMs,
  });

describe("the provider client of this instance", () => {
  beforeEach(async () => {
    await resetDb();
    await saveSettings(db(), connection("5000"), keyring(), "test");
  });

  it("is kept between calls, and rebuilt at once when this instance saves the connection", async () => {
    const first = await providerClient();
    expect(await providerClient()).toBe(first);
    await saveSettings(db(), connection("6000"), keyring(), "test");
    expect(await providerClient()).not.toBe(first);
  });

  it("follows a connection saved on another instance within CONNECTION_MAX_AGE_MS", async () => {
    const first = await providerClient();
    // Another instance's save: the row changes, this instance is told nothing.
    await db().providerSettings.update({ where: { id: "default" }, data: { timeoutMs: 7000 } });
    expect(await providerClient()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, CONNECTION_MAX_AGE_MS + 50));
    expect(await providerClient()).not.toBe(first);
  });
});
