import type { CellValue } from "exceljs";
import type { CellNote } from "./table";

export interface ReadCell {
  text: string;
  note?: CellNote;
}

const pad = (value: number) => String(value).padStart(2, "0");

// Excel stores a date as a day count with no time zone; exceljs hands it over as that wall time in UTC.
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  if (seconds === 0) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/**
 * A number as the sheet shows it: Excel keeps and shows 15 significant digits, and saves a sum such as
 * 10.1 + 20.2 as 30.299999999999997, which its reader sees as 30.3 and so does the ledger.
 */
function numberCell(value: number): ReadCell {
  // A formula's error result (`#DIV/0!`) arrives as a number that is not one.
  if (!Number.isFinite(value)) return { text: "", note: "error" };
  return { text: String(Number(value.toPrecision(15))), note: "number" };
}

/**
 * A cell's text as the sheet shows its value. A formula is never evaluated: the value the file saved for it is
 * read, and one saved without a value is marked so the row can say so.
 */
export function cellText(value: CellValue): ReadCell {
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "string") return { text: value };
  if (typeof value === "number") return numberCell(value);
  if (typeof value === "boolean") return { text: value ? "TRUE" : "FALSE" };
  if (value instanceof Date) return { text: dateText(value) };
  if ("error" in value) return { text: String(value.error), note: "error" };
  if ("richText" in value) return { text: value.richText.map((run) => run.text).join("") };
  if ("formula" in value || "sharedFormula" in value) {
    const { result } = value as { result?: CellValue };
    if (result === undefined || result === null) return { text: "", note: "no_cached_value" };
    return cellText(result);
  }
  if ("text" in value) return { text: String(value.text) };
  return { text: "" };
}
