import { describe, expect, it } from "vitest";
import { CONFORMING, decodeFields, withField, withoutFields } from "./test-fields";

const staticQr = withField(CONFORMING, "01", "11");

describe("the point of initiation against the amount", () => {
  it("accepts a dynamic QR with an amount and a static one without", () => {
    expect(decodeFields(CONFORMING).findings).toEqual([]);
    expect(decodeFields(withoutFields(staticQr, "54")).findings).toEqual([]);
  });

  it("warns about a static QR that carries an amount, and keeps it valid", () => {
    const decoded = decodeFields(staticQr);
    expect(decoded.findings).toEqual([{ code: "static_with_amount", severity: "warning", tag: "54" }]);
    expect(decoded.valid).toBe(true);
  });

  it("warns about a dynamic QR without an amount", () => {
    expect(decodeFields(withoutFields(CONFORMING, "54")).findings).toEqual([
      { code: "dynamic_without_amount", severity: "warning", tag: "01" },
    ]);
  });

  it("says nothing when the point of initiation is absent", () => {
    expect(decodeFields(withoutFields(CONFORMING, "01", "54")).findings).toEqual([]);
    expect(decodeFields(withoutFields(CONFORMING, "01")).findings).toEqual([]);
  });
});
