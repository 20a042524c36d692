import { describe, expect, it } from "vitest";
import { offsetText, spreadsheetTime, timeColumnHeader, zoneLabel } from "./time";

const at = new Date("2026-11-22T16:59:59.999Z");

describe("spreadsheet times", () => {
  it("write the wall-clock time of the reader's zone, to the second", () => {
    expect(spreadsheetTime(at, "Asia/Jakarta")).toBe("2026-11-22 23:59:59");
    expect(spreadsheetTime(at, "Asia/Makassar")).toBe("2026-11-23 00:59:59");
    expect(spreadsheetTime(at, "Asia/Jayapura")).toBe("2026-11-23 01:59:59");
    expect(spreadsheetTime(at, "UTC")).toBe("2026-11-22 16:59:59");
  });

  it("name the zone in the column header, with its offset", () => {
    expect(timeColumnHeader("Received", "en", "Asia/Jakarta", at)).toBe("Received (WIB, UTC+07:00)");
    expect(zoneLabel("id", "Asia/Makassar", at)).toBe("WITA, UTC+08:00");
    expect(zoneLabel("en", "Asia/Jayapura", at)).toBe("WIT, UTC+09:00");
    expect(zoneLabel("en", "UTC", at)).toBe("UTC");
    expect(zoneLabel("en", "America/St_Johns", new Date("2026-01-15T00:00:00Z"))).toBe(
      "America/St_Johns, UTC-03:30",
    );
  });

  it("write offsets as ISO 8601 does", () => {
    expect(offsetText(420)).toBe("+07:00");
    expect(offsetText(-210)).toBe("-03:30");
    expect(offsetText(0)).toBe("+00:00");
  });
});
