import { describe, expect, it } from "vitest";
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
});
