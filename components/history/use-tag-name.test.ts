import { describe, expect, it } from "vitest";
import { subTagName, topLevelTagName } from "@/lib/qris/tag-names";
import english from "@/messages/en/history.json";
import indonesian from "@/messages/id/history.json";
import { tagNameKey } from "./use-tag-name";

const twoDigits = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, "0"));

function everyTagName(): Set<string> {
  const names = new Set(twoDigits.map(topLevelTagName));
  for (const parent of ["26", "51", "62", "64"]) {
    for (const sub of twoDigits) {
      const name = subTagName(parent, sub);
      if (name) names.add(name);
    }
  }
  return names;
}

describe("tag names in the catalogs", () => {
  it("make distinct keys", () => {
    expect(tagNameKey("Convenience fee (fixed)")).toBe("convenience_fee_fixed");
    expect(tagNameKey("CRC")).toBe("crc");
  });

  it.each([
    ["en", english],
    ["id", indonesian],
  ])("cover every name the decoder gives, in %s", (_locale, catalog) => {
    const translated = catalog.history.qr.tagNames as Record<string, string>;
    for (const name of everyTagName()) expect(translated[tagNameKey(name)], name).toBeTruthy();
  });
});
