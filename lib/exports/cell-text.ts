import { decimalText } from "@/lib/format/money";
import { offsetMinutes } from "@/lib/i18n/time-zone";
import type { CellValue } from "./columns";

/** ISO 8601 with the offset of the zone, e.g. 2026-11-22T21:30:05.123+07:00 for WIB. */
export function isoInZone(date: Date, timeZone: string): string {
  const offset = offsetMinutes(timeZone, date);
  const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, -1);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** A cell as plain text (CSV, JSON Lines); money as its exact decimal, dates in the export's zone. */
export function cellText(cell: CellValue, timeZone: string): string {
  if (cell === null) return "";
  switch (cell.kind) {
    case "text":
      return cell.value;
    case "money":
      return decimalText(cell.value);
    case "datetime":
      return isoInZone(cell.value, timeZone);
    case "number":
      return String(cell.value);
    case "boolean":
      return cell.value ? "true" : "false";
  }
}
