import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";
import { ssoConfigFromEnv } from "./sso-config";

const base = { AUTH_SECRET: "x".repeat(32), ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") };
const sso = {
  OIDC_ISSUER: "https://idp.example.test/",
  OIDC_CLIENT_ID: "back-office",
  OIDC_CLIENT_SECRET: "s3cret",
};

function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

describe("single sign-on from the environment", () => {
  it("is off while the issuer, client id and secret are unset", () => {
    expect(ssoConfigFromEnv(parseEnv(base))).toBeNull();
  });

  it("is on with all three, with the documented defaults", () => {
    expect(ssoConfigFromEnv(parseEnv({ ...base, ...sso }))).toEqual({
      issuer: "https://idp.example.test",
      clientId: "back-office",
      clientSecret: "s3cret",
      displayName: "SSO",
      scopes: "openid email profile",
      createUsers: false,
      defaultRole: "agent",
      groupsClaim: "groups",
      roleGroups: {},
    });
  });

  it("names what is missing when only some of the three are set, and each malformed variable", () => {
    expect(problems({ ...base, OIDC_ISSUER: sso.OIDC_ISSUER })).toEqual([
      expect.stringMatching(/^OIDC_CLIENT_ID is missing/),
      expect.stringMatching(/^OIDC_CLIENT_SECRET is missing/),
    ]);
    const found = problems({
      ...base,
      ...sso,
      OIDC_ISSUER: "idp.example.test",
      OIDC_CREATE_USERS: "yes",
      OIDC_DEFAULT_ROLE: "owner",
      OIDC_ROLE_GROUPS: "admin",
    });
    expect(found.map((p) => p.split(" ")[0])).toEqual([
      "OIDC_ISSUER",
      "OIDC_CREATE_USERS",
      "OIDC_DEFAULT_ROLE",
      "OIDC_ROLE_GROUPS",
    ]);
  });
});
