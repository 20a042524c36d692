import { describe, expect, it } from "vitest";
import { qrisChecksum } from "./checksum";

describe("qrisChecksum", () => {
  it("matches the catalogued check value of CRC-16/CCITT-FALSE", () => {
    expect(qrisChecksum("123456789")).toBe("29B1");
  });

  it("is the initial value for no input and always four uppercase hex digits", () => {
    expect(qrisChecksum("")).toBe("FFFF");
    for (const text of ["A", "hello", "000201", "6304"]) expect(qrisChecksum(text)).toMatch(/^[0-9A-F]{4}$/);
  });

  it("changes when one character changes", () => {
    expect(qrisChecksum("00020101021126")).not.toBe(qrisChecksum("00020101021226"));
  });
});
