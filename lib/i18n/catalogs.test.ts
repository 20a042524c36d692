import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES, TIME_ZONES } from "./config";
import { loadMessages } from "./messages";
import { zoneMessageKey } from "./time-zone";

function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
    }
  }
  return out;
}

// An argument is `{name}` or `{name, plural, …}`; the text of a plural branch (`{No entries}`) is not one.
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]));

describe("message catalogs", () => {
  const [english, indonesian] = (["en", "id"] as const).map((locale) => leaves(loadMessages(locale)));

  it("have the same files in every language", () => {
    const files = LOCALES.map((locale) => readdirSync(`messages/${locale}`).sort());
    for (const list of files) expect(list).toEqual(files[0]);
  });

  it("have the same keys in Bahasa Indonesia and English", () => {
    expect([...(indonesian?.keys() ?? [])].sort()).toEqual([...(english?.keys() ?? [])].sort());
  });

  it("have no empty message", () => {
    for (const [key, text] of [...(english ?? []), ...(indonesian ?? [])])
      expect(text.trim(), key).not.toBe("");
  });

  it("name every time zone a person can choose, short and in the preferences", () => {
    for (const zone of TIME_ZONES) {
      expect(english?.get(`zones.${zoneMessageKey(zone)}`), zone).toBeDefined();
      expect(english?.get(`preferences.timeZones.${zoneMessageKey(zone)}`), zone).toContain("{zone}");
    }
  });

  it("use the same placeholders in both languages", () => {
    for (const [key, text] of english ?? []) {
      expect(placeholders(indonesian?.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });
});
