import { describe, expect, it } from "vitest";
import { CONFORMING, decodeFields, type Fields, template, withField } from "./test-fields";

function swap(fields: Fields, first: string, second: string): Fields {
  const byTag = new Map(fields.map((field) => [field[0], field]));
  return fields.map((field) => {
    if (field[0] === first) return byTag.get(second) ?? field;
    if (field[0] === second) return byTag.get(first) ?? field;
    return field;
  });
}

describe("tags in ascending order", () => {
  it("reports a tag that comes after a higher one, as a warning that keeps the QR valid", () => {
    const decoded = decodeFields(swap(CONFORMING, "52", "53"));
    expect(decoded.findings).toEqual([
      { code: "tag_out_of_order", severity: "warning", tag: "52", params: { after: "53" } },
    ]);
    expect(decoded.valid).toBe(true);
  });

  it("reports a merchant account template placed after the merchant details", () => {
    const [pfi, method, account26, account51, ...rest] = CONFORMING;
    if (!pfi || !method || !account26 || !account51) throw new Error("fixture");
    expect(decodeFields([pfi, method, account26, ...rest, account51]).findings).toEqual([
      { code: "tag_out_of_order", severity: "warning", tag: "51", params: { after: "62" } },
    ]);
  });

  it("accepts the alternate language template (64) before the CRC (63), which always closes", () => {
    const fields = withField(CONFORMING, "64", template(["00", "ID"], ["01", "Warung Bu Sri"]));
    expect(fields.at(-1)?.[0]).toBe("64");
    expect(decodeFields(fields).findings).toEqual([]);
  });
});
