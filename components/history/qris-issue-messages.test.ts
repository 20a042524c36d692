import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { decodeFields, template } from "@/lib/qris/conformance/test-fields";
import { decodeQris } from "@/lib/qris/decode";
import { QRIS_ISSUE_CODES } from "@/lib/qris/decoded-qris";
import english from "@/messages/en/history.json";
import indonesian from "@/messages/id/history.json";

describe("QRIS issue messages", () => {
  it("list the decoder's codes, payload and TLV ones alike", () => {
    expect(QRIS_ISSUE_CODES).toEqual(
      expect.arrayContaining(["crc_mismatch", "tlv_truncated", "duplicate_tag"]),
    );
  });

  it.each([
    ["en", english],
    ["id", indonesian],
  ])("has a message for every code, in %s", (_locale, catalog) => {
    const issues = catalog.history.qr.issues as Record<string, string>;
    for (const code of QRIS_ISSUE_CODES) expect(issues[code], code).toBeTruthy();
  });

  // One payload breaking rules whose messages take parameters (tag, after, max, length), one cut short (offset).
  const broken = decodeFields([
    ["00", "01"],
    ["01", "12"],
    ["26", template(["00", "ID.CO.QRIS.WWW"], ["01", "12345"])],
    ["53", "360"],
    ["52", "5812"],
    ["54", "1000"],
    ["55", "02"],
    ["58", "ID"],
    ["59", "A".repeat(26)],
    ["60", "Bogor"],
  ]).findings;
  const truncated = decodeQris("00020101021").findings;

  it.each([
    ["en", english],
    ["id", indonesian],
  ])(
    "fills every placeholder of a finding's message with what the finding carries, in %s",
    (locale, catalog) => {
      const t = createTranslator({
        locale,
        messages: catalog,
        namespace: "history.qr.issues",
        onError: (error) => {
          throw error;
        },
      });
      const findings = [...broken, ...truncated];
      expect(findings.map((finding) => finding.code)).toEqual(
        expect.arrayContaining([
          "tag_out_of_order",
          "value_too_long",
          "missing_convenience_fee",
          "tlv_truncated",
        ]),
      );
      for (const finding of findings) {
        expect(t(finding.code, { tag: finding.tag ?? "", ...finding.params })).not.toMatch(/[{}]/);
      }
    },
  );
});
