import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("csvCell", () => {
  it("defuses cells a spreadsheet would run as a formula", () => {
    for (const value of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "＝1"]) {
      expect(csvCell(value).replace(/^"/, "").startsWith("'"), value).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://evil.test")')).toBe(`"'=HYPERLINK(""http://evil.test"")"`);
  });

  it("quotes separators, quotes and line breaks, and leaves plain text and numbers alone", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("user-0042")).toBe("user-0042");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
  });

  it("ends each line with CRLF", () => {
    expect(csvLine(["a", 1, true, null])).toBe("a,1,true,\r\n");
  });
});
