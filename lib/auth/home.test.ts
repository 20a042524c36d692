import { describe, expect, it } from "vitest";
import { homeFor, landingsFor, startPath } from "./home";
import { ROLES } from "./roles";

describe("start page", () => {
  it("takes each role where its work is, the inbox as a queue of unreviewed rejections first", () => {
    expect(startPath(["agent"], null)).toBe("/lookup");
    expect(startPath(["compliance"], null)).toBe("/inbox?review=unreviewed&sort=rejected_first");
    expect(startPath(["manager"], null)).toBe("/exports");
    expect(startPath(["admin"], null)).toBe("/lookup");
  });

  it("lets the narrowest work decide for several roles", () => {
    expect(homeFor(["admin", "compliance"])).toBe("inbox");
    expect(homeFor(["agent", "manager"])).toBe("exports");
  });

  it("follows the person's choice while their roles allow it, and their roles' home once they do not", () => {
    expect(startPath(["agent"], "history")).toBe("/history");
    expect(startPath(["compliance"], "lookup")).toBe("/lookup");
    expect(startPath(["agent"], "inbox")).toBe("/lookup");
    expect(startPath(["agent"], "no-such-page")).toBe("/lookup");
  });

  it("offers every role only start pages it may open, its home among them", () => {
    for (const role of ROLES) {
      const home = homeFor([role]);
      expect(home, role).not.toBeNull();
      expect(landingsFor([role])).toContain(home);
    }
    expect(landingsFor(["agent"])).toEqual(["lookup", "history"]);
  });
});
