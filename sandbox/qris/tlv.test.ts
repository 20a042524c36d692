import { describe, expect, it } from "vitest";
import { encodeTlv, TlvEncodeError } from "./tlv";

describe("encodeTlv", () => {
  it("writes each element as tag, two-digit length, value", () => {
    expect(
      encodeTlv([
        { tag: "59", value: "Toko Maju" },
        { tag: "60", value: "Bandung" },
      ]),
    ).toBe("5909Toko Maju6007Bandung");
    expect(encodeTlv([{ tag: "62", value: "x".repeat(99) }])).toBe(`6299${"x".repeat(99)}`);
  });

  it("refuses what the format cannot carry", () => {
    expect(() => encodeTlv([{ tag: "5", value: "x" }])).toThrow(TlvEncodeError);
    expect(() => encodeTlv([{ tag: "59", value: "" }])).toThrow(TlvEncodeError);
    expect(() => encodeTlv([{ tag: "59", value: "x".repeat(100) }])).toThrow(TlvEncodeError);
    expect(() => encodeTlv([{ tag: "59", value: "Kafé" }])).toThrow(TlvEncodeError);
  });
});
