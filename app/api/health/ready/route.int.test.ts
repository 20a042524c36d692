import { afterEach, describe, expect, it } from "vitest";
import { keyring } from "@/lib/crypto/keys";
import { keyringOf } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db/client";
import { providerSettingsSchema } from "@/lib/provider-connection/schemas";
import { saveSettings } from "@/lib/provider-connection/settings";
import { checkReadiness } from "@/lib/system/readiness";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { resetDb } from "@/test/db";
import { GET } from "./route";

const connection = providerSettingsSchema.parse({
  statusBaseUrl: "http://127.0.0.1:4010",
  historyBaseUrl: "http://127.0.0.1:4010",
  tokenUrl: "http://127.0.0.1:4010/oauth/token/accesstoken",
  clientId: "partner",
  clientSecret: "a-client-secret-for-readiness",
  callbackToken: "a-callback-token-for-readiness-0123456789",
  timeoutMs: "5000",
});

describe("GET /api/health/ready", () => {
  afterEach(() => {
    process.env.DATABASE_URL = TEST_DATABASE_URL;
  });

  it("answers 200 when the database answers, every migration is applied and the keys open the secrets", async () => {
    await resetDb();
    await saveSettings(db(), connection, keyring(), "test");
    const response = await GET(new Request("http://app.test/api/health/ready"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      checks: { database: "ok", migrations: "ok", keyring: "ok" },
    });
  });

  it("fails the key ring when the stored secrets were sealed under a key this instance does not have", async () => {
    await resetDb();
    await saveSettings(db(), connection, keyring(), "test");
    const otherKeys = () => keyringOf({ version: 1, key: Buffer.alloc(32, 7) });
    const readiness = await checkReadiness(db(), TEST_DATABASE_URL, otherKeys);
    expect(readiness).toEqual({
      ready: false,
      checks: { database: "ok", migrations: "ok", keyring: "failed" },
    });
  });

  it("answers 503 without detail when the database is unreachable", async () => {
    process.env.DATABASE_URL = "postgresql://nobody:secret@127.0.0.1:9/none?connect_timeout=1";
    const response = await GET(new Request("http://app.test/api/health/ready"));
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      status: "error",
      checks: { database: "failed", migrations: "failed", keyring: "ok" },
    });
    expect(body).not.toContain("secret");
  });
});
