import { describe, expect, it } from "vitest";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes";

describe("recovery codes", () => {
  it("are ten distinct codes of the readable alphabet", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
  });

  it("hash the same however the code is typed, and differently per person", () => {
    const [code = ""] = newRecoveryCodes(1);
    const typed = ` ${code.toLowerCase().replace("-", " ")} `;
    expect(hashRecoveryCode("u1", typed)).toBe(hashRecoveryCode("u1", code));
    expect(hashRecoveryCode("u2", code)).not.toBe(hashRecoveryCode("u1", code));
    expect(hashRecoveryCode("u1", code)).not.toContain(code.replace("-", ""));
  });

  it("tells a TOTP code from a recovery code", () => {
    expect(looksLikeRecoveryCode("123456")).toBe(false);
    expect(looksLikeRecoveryCode("ABCDE-FGHJK")).toBe(true);
    expect(looksLikeRecoveryCode("ABCDE-FGHJ0")).toBe(false);
  });
});
