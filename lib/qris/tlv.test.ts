import { describe, expect, it } from "vitest";
import { parseTlv } from "./tlv";

describe("parseTlv", () => {
  it("reads fields in order with their offsets", () => {
    const result = parseTlv("000201010212" + "5303360");
    expect(result.error).toBeNull();
    expect(result.fields).toEqual([
      { tag: "00", length: 2, value: "01", offset: 0 },
      { tag: "01", length: 2, value: "12", offset: 6 },
      { tag: "53", length: 3, value: "360", offset: 12 },
    ]);
  });

  it("accepts an empty string as no fields", () => {
    expect(parseTlv("")).toEqual({ fields: [], error: null });
  });

  it("reports a header cut short, keeping the fields before it", () => {
    const result = parseTlv("00020101");
    expect(result.fields).toHaveLength(1);
    expect(result.error).toMatchObject({ kind: "truncated", offset: 6 });
  });

  it("reports a value shorter than its declared length", () => {
    expect(parseTlv("5909Warung").error).toMatchObject({ kind: "truncated", offset: 4 });
  });

  it("reports a zero length as a bad length", () => {
    expect(parseTlv("000201" + "5400").error).toMatchObject({ kind: "bad_length", offset: 8 });
  });

  it("reports non-numeric tags and lengths", () => {
    expect(parseTlv("A10201").error).toMatchObject({ kind: "non_numeric_tag", offset: 0 });
    expect(parseTlv("00020101aX12").error).toMatchObject({ kind: "non_numeric_length", offset: 8 });
  });

  it("reports non-ASCII characters with their offset", () => {
    expect(parseTlv("5906Café00").error).toMatchObject({ kind: "non_ascii", offset: 7 });
    expect(parseTlv("0002\n1").error).toMatchObject({ kind: "non_ascii", offset: 4 });
  });
});
