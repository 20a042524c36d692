import { describe, expect, it } from "vitest";
import { DEFAULT_CODES } from "@/lib/provider-codes/defaults";
import { codeLabeller } from "@/lib/provider-codes/labeller";
import { parseHistoryEntry } from "@/test/history-entry";
import { EXPORT_COLUMNS, toExportRow } from "./columns";
import { columnHeaders, TIME_COLUMN_IDS } from "./headers";

describe("export column headers", () => {
  it("are in the export's language, the time column naming its zone", () => {
    const english = columnHeaders("en", "Asia/Jakarta");
    expect(english.time).toBe("Time (WIB, UTC+07:00)");
    expect(english.amount).toBe("Amount");
    expect(columnHeaders("id", "Asia/Makassar").time).toMatch(/ \(WITA, UTC\+08:00\)$/);
    expect(columnHeaders("en", "UTC").time).toBe("Time (UTC)");
  });

  it("name the zone of every column whose cells are times", () => {
    const base = { seq: 1, ts: 1_763_800_000_000, msgId: "m", refId: "r", amount: "IDR 1.00" };
    const rows = [
      { type: "qr_invoice", details: JSON.stringify({ merchantName: "Warung", status: "success" }) },
      { type: "payment_bill", details: JSON.stringify({ description: "PLN", status: 2 }) },
    ].map((entry) =>
      toExportRow(parseHistoryEntry({ ...base, ...entry }), codeLabeller(DEFAULT_CODES, "en")),
    );
    const timeColumns = EXPORT_COLUMNS.filter((column) =>
      rows.some((row) => column.value(row)?.kind === "datetime"),
    );
    expect(timeColumns.map((column) => column.id)).toEqual(TIME_COLUMN_IDS);
  });
});
