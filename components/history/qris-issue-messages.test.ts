import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import english from "@/messages/en/history.json";
import indonesian from "@/messages/id/history.json";

// The decoder's issue codes, read from its source so that a new code without a message fails here.
function decoderIssueCodes(): string[] {
  const decoder = readFileSync("lib/qris/decode.ts", "utf8");
  const tlv = readFileSync("lib/qris/tlv.ts", "utf8");
  const codes = [...decoder.matchAll(/code: "([a-z_]+)"/g)].map((match) => match[1] ?? "");
  const kinds = tlv.slice(tlv.indexOf("type TlvErrorKind"), tlv.indexOf("export type TlvError ="));
  codes.push(...[...kinds.matchAll(/"([a-z_]+)"/g)].map((match) => `tlv_${match[1]}`));
  return [...new Set(codes)];
}

describe("QRIS issue messages", () => {
  it("finds the decoder's codes", () => {
    expect(decoderIssueCodes()).toEqual(
      expect.arrayContaining(["crc_mismatch", "tlv_truncated", "duplicate_tag"]),
    );
  });

  it.each([
    ["en", english],
    ["id", indonesian],
  ])("has a message for every code, in %s", (_locale, catalog) => {
    const issues = catalog.history.qr.issues as Record<string, string>;
    for (const code of decoderIssueCodes()) expect(issues[code], code).toBeTruthy();
  });
});
