import { describe, expect, it } from "vitest";
import { mapsRoles, parseStoredRoleGroups, roleGroupsEnvSchema, rolesFromGroups } from "./role-groups";

describe("roles from groups", () => {
  const roleGroups = { admin: ["it-admins"], compliance: ["kyc", "risk"], agent: ["staff"] };

  it("gives every role one of whose groups the person is in, nothing for unknown groups", () => {
    expect(rolesFromGroups(roleGroups, ["risk", "staff", "marketing"])).toEqual(["agent", "compliance"]);
    expect(rolesFromGroups(roleGroups, ["marketing"])).toEqual([]);
    expect(rolesFromGroups(roleGroups, [])).toEqual([]);
  });

  it("matches group names exactly", () => {
    expect(rolesFromGroups(roleGroups, ["IT-Admins", "it-admins-2", " kyc"])).toEqual([]);
  });

  it("maps roles only when some role has a group", () => {
    expect(mapsRoles({})).toBe(false);
    expect(mapsRoles({ admin: [] })).toBe(false);
    expect(mapsRoles({ manager: ["ops"] })).toBe(true);
  });

  it("reads a stored value, and gives nobody a role from one it cannot read", () => {
    expect(parseStoredRoleGroups(JSON.stringify(roleGroups))).toEqual(roleGroups);
    expect(parseStoredRoleGroups("not json")).toEqual({});
    expect(parseStoredRoleGroups(JSON.stringify({ owner: ["x"] }))).toEqual({});
  });

  it("reads OIDC_ROLE_GROUPS pairs, a role more than once, and names a bad entry", () => {
    expect(roleGroupsEnvSchema.parse("admin=it-admins, compliance=kyc,compliance=risk")).toEqual({
      admin: ["it-admins"],
      compliance: ["kyc", "risk"],
    });
    const bad = roleGroupsEnvSchema.safeParse("admin=ok,owner=x,agent=");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      expect.stringContaining("entry 2"),
      expect.stringContaining("entry 3"),
    ]);
  });
});
