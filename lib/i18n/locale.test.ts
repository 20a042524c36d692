import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locale";

describe("negotiateLocale", () => {
  it("prefers the saved choice", () => {
    expect(negotiateLocale("en", "id-ID,id;q=0.9")).toBe("en");
  });
  it("ignores a saved value that is not a supported language", () => {
    expect(negotiateLocale("fr", "en-US")).toBe("en");
  });
  it("takes the first supported browser language", () => {
    expect(negotiateLocale(undefined, "fr-FR, en-GB;q=0.8, id;q=0.5")).toBe("en");
    expect(negotiateLocale(undefined, "in-ID")).toBe("id");
  });
  it("falls back to Indonesian", () => {
    expect(negotiateLocale(undefined, null)).toBe("id");
    expect(negotiateLocale(undefined, "ja-JP")).toBe("id");
  });
});
