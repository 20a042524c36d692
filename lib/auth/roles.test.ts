import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, ROLES } from "./roles";
import { APP_ROUTES } from "./routes";

describe("role matrix", () => {
  it("names only known roles", () => {
    for (const roles of Object.values(PERMISSIONS)) for (const role of roles) expect(ROLES).toContain(role);
  });

  it("lets only admins manage users and read the audit log", () => {
    for (const role of ROLES) {
      expect(can([role], "users.manage")).toBe(role === "admin");
      expect(can([role], "audit.view")).toBe(role === "admin");
    }
  });

  it("lets only admins handle other people's exports and read the cause of a provider failure", () => {
    for (const role of ROLES) {
      expect(can([role], "exports.manageAll")).toBe(role === "admin");
      expect(can([role], "provider.failureCause")).toBe(role === "admin");
    }
  });

  it("grants handling everyone's exports only to roles that may export at all", () => {
    for (const role of PERMISSIONS["exports.manageAll"]) expect(can([role], "exports.use")).toBe(true);
  });

  it("lets only admins say what the provider's codes mean", () => {
    for (const role of ROLES) expect(can([role], "provider.codes")).toBe(role === "admin");
  });

  it("shows the System page to admins only", () => {
    for (const role of ROLES) expect(can([role], "system.view")).toBe(role === "admin");
  });

  it("lets everyone signed in manage their own account", () => {
    for (const role of ROLES) expect(can([role], "account.self")).toBe(true);
  });

  it("grants through any one of several roles, and nothing without a role", () => {
    expect(can(["agent", "admin"], "users.manage")).toBe(true);
    expect(can([], "account.self")).toBe(false);
  });

  it("gives every page a permission of the matrix and a unique path", () => {
    for (const route of APP_ROUTES) expect(Object.keys(PERMISSIONS)).toContain(route.permission);
    expect(new Set(APP_ROUTES.map((r) => r.path)).size).toBe(APP_ROUTES.length);
  });
});
