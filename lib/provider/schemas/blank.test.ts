import { describe, expect, it } from "vitest";
import { isBlank } from "./blank";

describe("isBlank", () => {
  it.each([
    ["empty", ""],
    ["a space", " "],
    ["tabs and line breaks", "\t\r\n "],
    ["no-break spaces", "\u00A0\u202F"],
    ["ideographic spaces", "\u3000\u3000"],
    ["a byte order mark", "\uFEFF"],
    ["zero-width characters", "\u200B\u200C\u200D\u2060"],
  ])("counts %s as blank", (_, value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each([
    ["a letter among spaces", " a "],
    ["a digit after an ideographic space", "\u30001"],
    ["a dot", "."],
  ])("counts %s as text", (_, value) => {
    expect(isBlank(value)).toBe(false);
  });
});
