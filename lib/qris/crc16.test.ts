import { describe, expect, it } from "vitest";
import { crc16CcittFalse } from "./crc16";

describe("crc16CcittFalse", () => {
  it("matches the catalogued check value of CRC-16/CCITT-FALSE", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
  });

  it("returns the initial value for empty input", () => {
    expect(crc16CcittFalse("")).toBe("FFFF");
  });

  it("pads to four uppercase hex digits", () => {
    const values = ["A", "hello", "000201", "6304"].map(crc16CcittFalse);
    for (const value of values) expect(value).toMatch(/^[0-9A-F]{4}$/);
  });

  it("changes when a single character changes", () => {
    expect(crc16CcittFalse("00020101021126")).not.toBe(crc16CcittFalse("00020101021226"));
  });
});
