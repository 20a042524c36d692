import { describe, expect, it } from "vitest";
import { decodeQris } from "../decode";
import { tlv } from "../test-payloads";
import { CONFORMING, decodeFields, template, withField, withoutFields } from "./test-fields";

describe("mandatory tags", () => {
  it.each(["00", "52", "53", "58", "59", "60"])("reports tag %s when it is missing", (tag) => {
    expect(decodeFields(withoutFields(CONFORMING, tag)).findings).toContainEqual({
      code: "missing_tag",
      severity: "error",
      tag,
    });
  });

  it("reports a missing CRC", () => {
    const decoded = decodeQris(CONFORMING.map(([tag, value]) => tlv(tag, value)).join(""));
    expect(decoded.crc.status).toBe("missing");
    expect(decoded.findings).toEqual([{ code: "missing_tag", severity: "error", tag: "63" }]);
  });

  it("leaves out the point of initiation, which is optional", () => {
    expect(decodeFields(withoutFields(CONFORMING, "01")).findings).toEqual([]);
  });

  it("reports a payload without any account template (26–51)", () => {
    expect(decodeFields(withoutFields(CONFORMING, "26", "51")).findings).toEqual([
      { code: "missing_merchant_account", severity: "error", tag: null },
    ]);
  });

  it("lists nothing as missing from a payload cut short: what follows the cut is unknown", () => {
    const payload = CONFORMING.map(([tag, value]) => tlv(tag, value)).join("");
    const decoded = decodeQris(payload.slice(0, payload.indexOf("5802ID") + 3));
    expect(decoded.findings.map((finding) => finding.code)).toEqual(["tlv_truncated"]);
  });
});

describe("transfer QRs", () => {
  const transfer = withField(
    withoutFields(CONFORMING, "26", "51"),
    "40",
    template(["00", "ID.CO.QRIS.WWW"], ["01", "936008140000000001"], ["02", "1234567890"]),
  );

  it("are recognised by the transfer template, 40, as their only account template", () => {
    const decoded = decodeFields(transfer);
    expect(decoded.kind).toBe("transfer");
    expect(decoded.findings).toEqual([]);
    expect(decoded.valid).toBe(true);
  });

  it("stay merchant payments when 40 comes with a merchant account", () => {
    expect(decodeFields(withField(transfer, "51", template(["00", "ID.CO.QRIS.WWW"]))).kind).toBe(
      "merchant_payment",
    );
    expect(decodeFields(CONFORMING).kind).toBe("merchant_payment");
  });
});
