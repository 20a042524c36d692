import { describe, expect, it } from "vitest";
import { CONFORMING, decodeFields, template, withField } from "./test-fields";

describe("no tag twice", () => {
  it("reports a top-level tag that appears twice, once", () => {
    const fields = CONFORMING.flatMap((field) =>
      field[0] === "58" ? [field, field, ["58", "SG"] as const] : [field],
    );
    expect(decodeFields(fields).findings).toEqual([{ code: "duplicate_tag", severity: "error", tag: "58" }]);
  });

  it("reports a sub-tag that appears twice inside a template, by its path", () => {
    const fields = withField(CONFORMING, "62", template(["01", "INV-1"], ["01", "INV-2"], ["07", "K1"]));
    expect(decodeFields(fields).findings).toEqual([
      { code: "duplicate_tag", severity: "error", tag: "62.01" },
    ]);
  });

  it("allows the same sub-tag in different templates", () => {
    const fields = withField(CONFORMING, "62", template(["01", "INV-1"], ["03", "UMI"]));
    expect(decodeFields(fields).findings).toEqual([]);
  });
});
