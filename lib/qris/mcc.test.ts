import { describe, expect, it } from "vitest";
import { describeMerchantCategory, knownMerchantCategoryCodes } from "./mcc";

describe("describeMerchantCategory", () => {
  it("describes common codes in English and Indonesian", () => {
    expect(describeMerchantCategory("5411")).toEqual({
      code: "5411",
      en: "Grocery stores and supermarkets",
      id: "Toko kelontong dan supermarket",
    });
    expect(describeMerchantCategory("5812")?.id).toBe("Restoran dan rumah makan");
  });

  it("covers the codes the sandbox and the app rely on", () => {
    for (const code of ["5411", "5812", "5814", "5499", "5999", "4121", "7299", "5311", "5912", "5541"]) {
      expect(describeMerchantCategory(code), code).not.toBeNull();
    }
  });

  it("returns null for an unknown code", () => {
    expect(describeMerchantCategory("0000")).toBeNull();
    expect(describeMerchantCategory("")).toBeNull();
  });

  it("lists unique four-digit codes", () => {
    const codes = knownMerchantCategoryCodes();
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
  });
});
