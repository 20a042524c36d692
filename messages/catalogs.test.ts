import { describe, expect, it } from "vitest";
import en from "./en.json";
import id from "./id.json";

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

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe("message catalogs", () => {
  const english = leaves(en);
  const indonesian = leaves(id);

  it("have the same keys in Bahasa Indonesia and English", () => {
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("have no empty message", () => {
    for (const [key, text] of [...english, ...indonesian]) expect(text.trim(), key).not.toBe("");
  });

  it("use the same placeholders in both languages", () => {
    for (const [key, text] of english) {
      expect(new Set(placeholders(indonesian.get(key) ?? "")), key).toEqual(new Set(placeholders(text)));
    }
  });
});
