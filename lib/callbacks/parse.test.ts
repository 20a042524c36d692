import { describe, expect, it } from "vitest";
import { decodeUtf8, parseNotification } from "./parse";
import { approvedNotification } from "./test-helpers";

const parse = (body: unknown) => parseNotification(JSON.stringify(body));

describe("parseNotification", () => {
  it("normalises a valid notification and returns its reference", () => {
    const result = parse(approvedNotification("UPG-1"));
    expect(result).toMatchObject({ ok: true, reference: "UPG-1", notification: { status: "approved" } });
  });

  it("prefers a missing mandatory field over a malformed one", () => {
    const { custId: _dropped, ...body } = approvedNotification("UPG-2");
    const result = parse({ ...body, status: "pending" });
    expect(result).toEqual({ ok: false, kind: "missingField", field: "custId", reference: "UPG-2" });
  });

  it("bounds lists and lengths the spec leaves open", () => {
    const info = approvedNotification().additionalInfo as Record<string, unknown>;
    const tooMany = {
      ...approvedNotification("UPG-3"),
      additionalInfo: { ...info, benefits: Array(51).fill("b") },
    };
    expect(parse(tooMany)).toMatchObject({
      ok: false,
      kind: "invalidFormat",
      field: "additionalInfo.benefits",
    });
    expect(parse({ ...approvedNotification("UPG-4"), custId: "c".repeat(129) })).toMatchObject({
      field: "custId",
    });
  });

  it("does not echo an implausible reference", () => {
    expect(parse({ originalReferenceNo: 12 })).toMatchObject({ ok: false, reference: null });
    expect(parse({ originalReferenceNo: "r".repeat(200) })).toMatchObject({ ok: false, reference: null });
  });
});

describe("decodeUtf8", () => {
  it("refuses bytes that are not UTF-8", () => {
    expect(decodeUtf8(Buffer.from([0xff, 0xfe]))).toBeNull();
    expect(decodeUtf8(Buffer.from("Nur Hasanah ✓"))).toBe("Nur Hasanah ✓");
  });
});
