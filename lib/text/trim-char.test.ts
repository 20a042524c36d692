import { describe, expect, it } from "vitest";
import { trimChar, trimEndChar } from "./trim-char";

describe("trimEndChar and trimChar", () => {
  it("remove only the runs at the ends", () => {
    expect(trimEndChar("https://a.example/b//c//", "/")).toBe("https://a.example/b//c");
    expect(trimEndChar("abc==", "=")).toBe("abc");
    expect(trimEndChar("////", "/")).toBe("");
    expect(trimChar("__a__b__", "_")).toBe("a__b");
    expect(trimChar("____", "_")).toBe("");
    expect(trimChar("ab", "_")).toBe("ab");
  });

  it("take one pass over a long run that does not reach the end", () => {
    const input = `${"/".repeat(200_000)}x`;
    expect(trimEndChar(input, "/")).toBe(input);
    expect(trimChar(`x${"_".repeat(200_000)}x`, "_")).toHaveLength(200_002);
  });
});
