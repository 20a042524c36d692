import { describe, expect, it } from "vitest";
import { MASK, maskRawBody, maskUrl } from "./mask";

describe("maskRawBody", () => {
  it("masks the mother's maiden name and the query of image addresses, pretty-printing JSON", () => {
    const raw = JSON.stringify({
      originalReferenceNo: "UPG-1",
      motherMaidenName: 'Siti "Ami" Aminah',
      additionalInfo: {
        identificationCardImageUrl: "https://img.test/k.png?X-Signature=abc",
        selfieImageUrl: "https://img.test/s.png",
      },
    });
    const masked = maskRawBody(raw);
    expect(masked).not.toContain("Siti");
    expect(masked).not.toContain("abc");
    expect(masked).toContain(`"motherMaidenName": "${MASK}"`);
    expect(masked).toContain(`https://img.test/k.png?${MASK}`);
    expect(masked).toContain("https://img.test/s.png");
    expect(masked.split("\n").length).toBeGreaterThan(3);
  });

  it("masks a body that is not valid JSON too", () => {
    const masked = maskRawBody('{"custId":"u1","motherMaidenName":"Nur Hasanah","status":');
    expect(masked).not.toContain("Hasanah");
    expect(masked).toContain('"custId":"u1"');
  });

  it("masks a maiden name cut off before its closing quote", () => {
    const masked = maskRawBody('{"custId":"u1","motherMaidenName":"Nur Has');
    expect(masked).toBe(`{"custId":"u1","motherMaidenName":"${MASK}`);
  });
});

describe("maskUrl", () => {
  it("keeps an address without query as it is", () => {
    expect(maskUrl("http://127.0.0.1:4010/images/ktp/u.png")).toBe("http://127.0.0.1:4010/images/ktp/u.png");
    expect(maskUrl("http://x.test/a.png#frag")).toBe(`http://x.test/a.png?${MASK}`);
  });
});
