import { describe, expect, it } from "vitest";
import { maskPan } from "./pan";

const shown = (masked: string) => masked.replace(/•/g, "").length;

describe("maskPan", () => {
  it("shows the issuer's first six and the last four of a full card number", () => {
    expect(maskPan("9360081234567890123")).toBe("936008•••••••••0123");
    expect(maskPan("4111111111111111")).toBe("411111••••••1111");
  });

  it("shows only the last four of a shorter number, and nothing of one shorter than eight", () => {
    expect(maskPan("936008123456789")).toBe("•••••••••••6789");
    expect(maskPan("12345678")).toBe("••••5678");
    expect(maskPan("1234567")).toBe("•••••••");
    expect(maskPan("12345")).toBe("•••••");
    expect(maskPan("")).toBe("");
  });

  it("never shows more than half of a number shorter than a card, and keeps its length", () => {
    for (let length = 1; length < 16; length += 1) {
      const masked = maskPan("9".repeat(length));
      expect(masked).toHaveLength(length);
      expect(shown(masked), `length ${length}`).toBeLessThanOrEqual(length / 2);
    }
  });

  it("ignores surrounding spaces", () => {
    expect(maskPan(" 12345678 ")).toBe("••••5678");
  });
});
