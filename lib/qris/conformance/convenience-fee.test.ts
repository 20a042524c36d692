import { describe, expect, it } from "vitest";
import { CONFORMING, decodeFields, type Fields, withField } from "./test-fields";

const tip = (extra: Fields) =>
  extra.reduce<Fields>((fields, [tag, value]) => withField(fields, tag, value), CONFORMING);
const findings = (extra: Fields) =>
  decodeFields(tip(extra)).findings.map(({ code, tag }) => `${code}@${tag}`);

describe("the tip indicator and its fee", () => {
  it.each([
    [[["55", "01"]]],
    [
      [
        ["55", "02"],
        ["56", "1000"],
      ],
    ],
    [
      [
        ["55", "03"],
        ["57", "2.5"],
      ],
    ],
  ] as Fields[][])("accepts %j", (extra) => {
    expect(findings(extra)).toEqual([]);
  });

  it("reports indicator 02 without a fixed fee (56)", () => {
    expect(findings([["55", "02"]])).toEqual(["missing_convenience_fee@56"]);
  });

  it("reports indicator 03 without a percentage (57)", () => {
    expect(findings([["55", "03"]])).toEqual(["missing_convenience_fee@57"]);
  });

  it("reports a fixed fee or a percentage without an indicator", () => {
    expect(findings([["56", "1000"]])).toEqual(["unexpected_convenience_fee@56"]);
    expect(findings([["57", "2.5"]])).toEqual(["unexpected_convenience_fee@57"]);
  });

  it("reports a fee the indicator does not call for", () => {
    expect(
      findings([
        ["55", "01"],
        ["56", "1000"],
      ]),
    ).toEqual(["unexpected_convenience_fee@56"]);
    expect(
      findings([
        ["55", "02"],
        ["57", "2.5"],
      ]),
    ).toEqual(["missing_convenience_fee@56", "unexpected_convenience_fee@57"]);
  });
});
