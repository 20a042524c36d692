import { beforeEach, describe, expect, it } from "vitest";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { parseEnv } from "@/lib/env";
import { providerPacer } from "@/lib/provider/pacer";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { adminSaveSettings } from "./admin";
import { providerClient } from "./client";
import { providerSettingsSchema } from "./schemas";
import { getSettingsView, saveSettings } from "./settings";
import { seedSettingsFromEnv } from "./settings-seed";

const connection = {
  statusBaseUrl: "http://127.0.0.1:4010",
  historyBaseUrl: "http://127.0.0.1:4010",
  tokenUrl: "http://127.0.0.1:4010/oauth/token/accesstoken",
  clientId: "partner",
  clientSecret: "secret",
  timeoutMs: "5000",
};

describe("the provider's pace, as an admin sets it", () => {
  beforeEach(() => resetDb());

  it("starts at 5 requests a second and 4 at once, and this instance's pacer follows", async () => {
    await saveSettings(db(), providerSettingsSchema.parse(connection), keyring(), "seed");
    expect(await getSettingsView(db())).toMatchObject({ requestsPerSecond: 5, maxConcurrent: 4 });
    await providerClient();
    expect(providerPacer().current).toEqual({ requestsPerSecond: 5, maxConcurrent: 4 });
  });

  it("is stored, shown, audited, and applied to this instance's pacer at once", async () => {
    const admin = await makeUser(["admin"]);
    await saveSettings(db(), providerSettingsSchema.parse(connection), keyring(), "seed");
    await providerClient();
    const input = providerSettingsSchema.parse({
      ...connection,
      clientSecret: "",
      requestsPerSecond: "100",
      maxConcurrent: "8",
    });
    await adminSaveSettings(db(), asRequester(admin), input, keyring());

    expect(await getSettingsView(db())).toMatchObject({ requestsPerSecond: 100, maxConcurrent: 8 });
    const event = await db().auditEvent.findFirstOrThrow({ where: { action: "provider.settings_update" } });
    expect(JSON.parse(event.detail ?? "{}")).toMatchObject({ requestsPerSecond: 100, maxConcurrent: 8 });
    await providerClient();
    expect(providerPacer().current).toEqual({ requestsPerSecond: 100, maxConcurrent: 8 });
  });

  it("is seeded with the connection from the environment, for a deployment that sets it up front", async () => {
    const env = parseEnv({
      AUTH_SECRET: "x".repeat(32),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      PROVIDER_STATUS_BASE_URL: connection.statusBaseUrl,
      PROVIDER_TOKEN_URL: connection.tokenUrl,
      PROVIDER_CLIENT_ID: connection.clientId,
      PROVIDER_CLIENT_SECRET: connection.clientSecret,
      PROVIDER_REQUESTS_PER_SECOND: "50",
      PROVIDER_MAX_CONCURRENT: "8",
    });
    expect(await seedSettingsFromEnv(db(), env, keyring())).toBe("seeded");
    expect(await getSettingsView(db())).toMatchObject({ requestsPerSecond: 50, maxConcurrent: 8 });
  });

  it("refuses a pace outside its bounds before anything is stored", () => {
    for (const [field, value] of [
      ["requestsPerSecond", "0"],
      ["requestsPerSecond", "1001"],
      ["requestsPerSecond", "2.5"],
      ["maxConcurrent", "0"],
      ["maxConcurrent", "101"],
    ] as const) {
      const parsed = providerSettingsSchema.safeParse({ ...connection, [field]: value });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
    }
  });
});
