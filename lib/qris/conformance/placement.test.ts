import { describe, expect, it } from "vitest";
import { crc16CcittFalse } from "../crc16";
import { decodeQris } from "../decode";
import { tlv } from "../test-payloads";
import { CONFORMING, decodeFields, template, withoutFields } from "./test-fields";

const body = CONFORMING.map(([tag, value]) => tlv(tag, value)).join("");

describe("the payload format indicator first and the CRC last", () => {
  it("finds nothing when 00 opens and 63 closes the payload", () => {
    expect(decodeFields(CONFORMING).findings).toEqual([]);
  });

  it("reports a payload format indicator that is present but not first", () => {
    const [pfi, method, ...rest] = CONFORMING;
    if (!pfi || !method) throw new Error("fixture");
    expect(decodeFields([method, pfi, ...rest]).findings).toEqual([
      { code: "pfi_not_first", severity: "error", tag: "00" },
    ]);
  });

  it("reports an absent payload format indicator as missing, not as misplaced", () => {
    expect(decodeFields(withoutFields(CONFORMING, "00")).findings).toEqual([
      { code: "missing_tag", severity: "error", tag: "00" },
    ]);
  });

  it("reports a CRC followed by another field, even when the CRC itself is right", () => {
    const head = `${body}6304`;
    const payload = `${head}${crc16CcittFalse(head)}${tlv("64", template(["00", "ID"], ["01", "Warung"]))}`;
    const decoded = decodeQris(payload);
    expect(decoded.crc.status).toBe("valid");
    expect(decoded.findings).toEqual([{ code: "crc_not_last", severity: "error", tag: "63" }]);
  });
});
