import { describe, expect, it } from "vitest";
import { factorRequired, policyOf } from "./policy";

describe("second-factor policy", () => {
  it("requires it of admins and compliance by default", () => {
    expect(policyOf([])).toEqual({ agent: false, compliance: true, manager: false, admin: true });
    expect(factorRequired(["agent", "compliance"], [])).toBe(true);
    expect(factorRequired(["agent", "manager"], [])).toBe(false);
    expect(factorRequired([], [])).toBe(false);
  });

  it("follows what an admin saved, role by role, and ignores unknown roles", () => {
    const rows = [
      { role: "compliance", required: false },
      { role: "agent", required: true },
      { role: "ghost", required: true },
    ];
    expect(factorRequired(["compliance"], rows)).toBe(false);
    expect(factorRequired(["agent"], rows)).toBe(true);
    expect(factorRequired(["admin"], rows)).toBe(true);
  });
});
