import { decimalText } from "@/lib/format/money";
import { offsetMinutes } from "@/lib/i18n/time-zone";
import { offsetText, spreadsheetTime } from "@/lib/spreadsheet/time";
import type { CellValue } from "./columns";

/** ISO 8601 with the offset of the zone, e.g. 2026-11-22T21:30:05.123+07:00 for WIB (JSON Lines). */
export function isoInZone(date: Date, timeZone: string): string {
  const offset = offsetMinutes(timeZone, date);
  return `${new Date(date.getTime() + offset * 60_000).toISOString().slice(0, -1)}${offsetText(offset)}`;
}

/** A cell as CSV text: money as its exact decimal, times in the app's one spreadsheet time format. */
export function cellText(cell: CellValue, timeZone: string): string {
  if (cell === null) return "";
  switch (cell.kind) {
    case "text":
      return cell.value;
    case "money":
      return decimalText(cell.value);
    case "datetime":
      return spreadsheetTime(cell.value, timeZone);
    case "number":
      return String(cell.value);
    case "boolean":
      return cell.value ? "true" : "false";
  }
}
