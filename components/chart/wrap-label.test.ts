import { describe, expect, it } from "vitest";
import { wrapLabel } from "./wrap-label";

describe("a long axis label", () => {
  it("stays on one line when it fits", () => {
    expect(wrapLabel("Foto KTP buram", 22, 2)).toEqual({ lines: ["Foto KTP buram"], shortened: false });
  });

  it("wraps at spaces onto a second line", () => {
    expect(wrapLabel("Foto KTP tidak jelas dan terpotong", 22, 2)).toEqual({
      lines: ["Foto KTP tidak jelas", "dan terpotong"],
      shortened: false,
    });
  });

  it("is shortened with an ellipsis beyond its lines, no line longer than allowed", () => {
    const wrapped = wrapLabel("Nama ibu kandung tidak sesuai dengan data kependudukan yang tercatat", 22, 2);
    expect(wrapped.shortened).toBe(true);
    expect(wrapped.lines).toHaveLength(2);
    expect(wrapped.lines[1]).toMatch(/…$/);
    for (const line of wrapped.lines) expect(line.length).toBeLessThanOrEqual(22);
  });

  it("cuts a word longer than a line", () => {
    const wrapped = wrapLabel("NIK_TIDAK_VALID_MENURUT_DUKCAPIL", 12, 3);
    expect(wrapped.lines.join("")).toBe("NIK_TIDAK_VALID_MENURUT_DUKCAPIL");
    expect(wrapped.lines.every((line) => line.length <= 12)).toBe(true);
  });
});
