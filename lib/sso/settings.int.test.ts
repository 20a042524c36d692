import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { keyringOf } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db/client";
import { parseEnv } from "@/lib/env";
import { resealAll } from "@/lib/secrets/reseal";
import { resetDb } from "@/test/db";
import { ssoSettingsSchema } from "./schemas";
import { getSsoSettingsView, loadSavedSsoConfig, saveSsoSettings } from "./settings";
import { resolveSsoConfig } from "./sso-config";

const key1 = { version: 1, key: randomBytes(32) };
const key2 = { version: 2, key: randomBytes(32) };
const ring = keyringOf(key1);
const form = {
  enabled: "on",
  issuer: "https://idp.example.test/realms/staff/",
  clientId: "back-office",
  clientSecret: "idp-client-secret-1",
  displayName: "Example ID",
  scopes: "openid  email profile groups",
  defaultRole: "agent",
  groupsClaim: "groups",
  groups_admin: "it-admins",
  groups_compliance: "kyc, risk\nkyc",
};
const baseEnv = { AUTH_SECRET: "x".repeat(32), ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") };

describe("single sign-on settings", () => {
  beforeEach(() => resetDb());

  it("seals the client secret, shows only when it was set, and opens it for sign-in", async () => {
    await saveSsoSettings(db(), ssoSettingsSchema.parse(form), ring, "admin@x");
    const row = await db().ssoSettings.findUniqueOrThrow({ where: { id: "default" } });
    expect(JSON.stringify(row)).not.toContain("idp-client-secret-1");
    expect(row.clientSecretSealed).toMatch(/^sb1\.1\./);
    const view = await getSsoSettingsView(db());
    expect(JSON.stringify(view)).not.toMatch(/idp-client-secret|Sealed/);
    expect(view).toMatchObject({
      issuer: "https://idp.example.test/realms/staff",
      scopes: "openid email profile groups",
      roleGroups: { admin: ["it-admins"], compliance: ["kyc", "risk"] },
      updatedBy: "admin@x",
    });
    expect(await loadSavedSsoConfig(db(), ring)).toMatchObject({
      clientSecret: "idp-client-secret-1",
      createUsers: false,
      roleGroups: { admin: ["it-admins"], compliance: ["kyc", "risk"] },
    });
  });

  it("keeps the stored secret when the field is left blank, and needs one the first time", async () => {
    await expect(
      saveSsoSettings(db(), ssoSettingsSchema.parse({ ...form, clientSecret: "" }), ring, "a"),
    ).rejects.toMatchObject({ code: "client_secret_required" });
    await saveSsoSettings(db(), ssoSettingsSchema.parse(form), ring, "a");
    await saveSsoSettings(
      db(),
      ssoSettingsSchema.parse({ ...form, clientSecret: "", displayName: "Renamed" }),
      ring,
      "b",
    );
    expect(await loadSavedSsoConfig(db(), ring)).toMatchObject({
      displayName: "Renamed",
      clientSecret: "idp-client-secret-1",
    });
  });

  it("is moved to a new key by the re-seal and still opens with the new key ring", async () => {
    await saveSsoSettings(db(), ssoSettingsSchema.parse(form), ring, "a");
    const rotated = keyringOf(key2, [key1]);
    const reports = await resealAll(db(), rotated);
    expect(reports.find((r) => r.table === "SsoSettings")).toMatchObject({ resealed: 1, remaining: 0 });
    const row = await db().ssoSettings.findUniqueOrThrow({ where: { id: "default" } });
    expect(row.clientSecretSealed).toMatch(/^sb1\.2\./);
    expect(await loadSavedSsoConfig(db(), keyringOf(key2))).toMatchObject({
      clientSecret: "idp-client-secret-1",
    });
  });

  it("saved settings win over the environment; turned off, single sign-on is off whatever the environment says", async () => {
    const env = parseEnv({
      ...baseEnv,
      OIDC_ISSUER: "https://env-idp.example.test",
      OIDC_CLIENT_ID: "env-client",
      OIDC_CLIENT_SECRET: "env-secret",
    });
    expect(await resolveSsoConfig(db(), ring, env)).toMatchObject({
      clientId: "env-client",
      displayName: "SSO",
    });
    expect(await resolveSsoConfig(db(), ring, parseEnv(baseEnv))).toBeNull();
    await saveSsoSettings(db(), ssoSettingsSchema.parse(form), ring, "a");
    expect(await resolveSsoConfig(db(), ring, env)).toMatchObject({ clientId: "back-office" });
    await saveSsoSettings(db(), ssoSettingsSchema.parse({ ...form, enabled: undefined }), ring, "a");
    expect(await resolveSsoConfig(db(), ring, env)).toBeNull();
  });
});
