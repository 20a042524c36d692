import { describe, expect, it } from "vitest";
import { CONFORMING, decodeFields, template, withField } from "./test-fields";

describe("value lengths", () => {
  it.each([
    ["59", 25],
    ["60", 15],
    ["61", 10],
  ])("allows tag %s up to %i characters, not one more", (tag, max) => {
    expect(decodeFields(withField(CONFORMING, tag, "A".repeat(max))).findings).toEqual([]);
    expect(decodeFields(withField(CONFORMING, tag, "A".repeat(max + 1))).findings).toEqual([
      { code: "value_too_long", severity: "error", tag, params: { max, length: max + 1 } },
    ]);
  });

  it.each([
    ["01", 25],
    ["02", 25],
    ["03", 25],
    ["04", 25],
    ["05", 25],
    ["06", 25],
    ["07", 25],
    ["08", 25],
    ["09", 3],
  ])("allows additional data sub-tag %s up to %i characters, not one more", (subTag, max) => {
    const additionalData = (length: number) =>
      withField(CONFORMING, "62", template([subTag, "A".repeat(length)]));
    expect(decodeFields(additionalData(max)).findings).toEqual([]);
    expect(decodeFields(additionalData(max + 1)).findings).toEqual([
      { code: "value_too_long", severity: "error", tag: `62.${subTag}`, params: { max, length: max + 1 } },
    ]);
  });

  it("leaves proprietary additional data (99) to its own owner", () => {
    expect(decodeFields(withField(CONFORMING, "62", template(["99", "0".repeat(60)]))).findings).toEqual([]);
  });
});
