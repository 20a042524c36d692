import { describe, expect, it } from "vitest";
import { ssoRefusalMessage, ssoRefusedPath } from "./refusal";

describe("single sign-on refusals on the sign-in page", () => {
  it("names a known reason, and only a known one", () => {
    expect(ssoRefusedPath("unknown_user")).toBe("/sign-in?sso=unknown_user");
    expect(ssoRefusedPath("unavailable")).toBe("/sign-in?sso=unavailable");
    expect(ssoRefusedPath("<script>")).toBe("/sign-in?sso=error");
    expect(ssoRefusedPath(null)).toBe("/sign-in?sso=error");
  });

  it("shows the reason's message, the generic one for next-auth's errors, nothing without either", () => {
    expect(ssoRefusalMessage("disabled", undefined)).toBe("sso.refused.disabled");
    expect(ssoRefusalMessage(undefined, "Configuration")).toBe("sso.refused.error");
    expect(ssoRefusalMessage("anything", undefined)).toBe("sso.refused.error");
    expect(ssoRefusalMessage(undefined, undefined)).toBeUndefined();
  });
});
