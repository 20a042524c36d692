import { describe, expect, it } from "vitest";
import { CONFORMING, decodeFields, template, withField } from "./test-fields";

const withAccount = (tag: string, pan: string) =>
  withField(CONFORMING, tag, template(["00", "ID.CO.QRIS.WWW"], ["01", pan], ["02", "ID1020012345678"]));

describe("the merchant PAN of templates 26–45", () => {
  it("accepts digits", () => {
    expect(decodeFields(withAccount("26", "9360091530000102")).findings).toEqual([]);
  });

  // Real issuers' PANs do not end in a Luhn check digit (lib/qris/real-world/payloads.ts): GoPay's, for one.
  it("asks for no check digit", () => {
    expect(decodeFields(withAccount("26", "936009143627126148")).findings).toEqual([]);
  });

  it.each(["26", "27", "40", "45"])("reports a PAN of template %s that is not all digits", (tag) => {
    expect(decodeFields(withAccount(tag, "93600915300A0102")).findings).toEqual([
      { code: "merchant_pan_not_numeric", severity: "error", tag: `${tag}.01` },
    ]);
  });

  it("leaves sub-tag 01 of templates 46–51 alone: it is not a PAN there", () => {
    expect(decodeFields(withAccount("46", "not-a-pan")).findings).toEqual([]);
  });
});
