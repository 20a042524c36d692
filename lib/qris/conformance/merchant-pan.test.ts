import { describe, expect, it } from "vitest";
import { CONFORMING, decodeFields, template, withField } from "./test-fields";

const withAccount = (tag: string, pan: string) =>
  withField(CONFORMING, tag, template(["00", "ID.CO.QRIS.WWW"], ["01", pan], ["02", "ID1020012345678"]));

describe("the merchant PAN of templates 26–45", () => {
  it("accepts digits ending in their Luhn check digit", () => {
    expect(decodeFields(withAccount("26", "9360091530000102")).findings).toEqual([]);
  });

  it("reports a PAN that is not all digits", () => {
    expect(decodeFields(withAccount("26", "93600915300A0102")).findings).toEqual([
      { code: "merchant_pan_not_numeric", severity: "error", tag: "26.01" },
    ]);
  });

  it("reports a PAN whose last digit is not its check digit", () => {
    expect(decodeFields(withAccount("26", "9360091530000101")).findings).toEqual([
      { code: "merchant_pan_bad_check_digit", severity: "error", tag: "26.01" },
    ]);
  });

  it.each(["27", "40", "45"])("checks template %s too", (tag) => {
    expect(decodeFields(withAccount(tag, "9360091530000101")).findings).toEqual([
      { code: "merchant_pan_bad_check_digit", severity: "error", tag: `${tag}.01` },
    ]);
  });

  it("leaves sub-tag 01 of templates 46–51 alone: it is not a PAN there", () => {
    expect(decodeFields(withAccount("46", "not-a-pan")).findings).toEqual([]);
  });
});
