import type { Locale } from "@/lib/i18n/config";
import { offsetMinutes } from "@/lib/i18n/time-zone";
import { zoneName } from "@/lib/i18n/zone-name";

/** An offset from UTC as ISO 8601 writes it: +07:00, -03:30, +00:00. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The zone as a column header names it: "WIB, UTC+07:00"; "UTC" for UTC. */
export function zoneLabel(locale: Locale, timeZone: string, at = new Date()): string {
  const name = zoneName(locale, timeZone);
  if (timeZone === "UTC") return name;
  return `${name}, UTC${offsetText(offsetMinutes(timeZone, at))}`;
}

/** The header of a time column: its title and the zone its times are in, e.g. "Received (WIB, UTC+07:00)". */
export function timeColumnHeader(title: string, locale: Locale, timeZone: string, at = new Date()): string {
  return `${title} (${zoneLabel(locale, timeZone, at)})`;
}

/**
 * The one time format of the CSV files the app writes: the wall-clock time in the reader's zone,
 * "YYYY-MM-DD HH:mm:ss" (which spreadsheets read as a date and time), the zone named in the column header.
 * XLSX files hold the same wall-clock time as a date cell.
 */
export function spreadsheetTime(date: Date, timeZone: string): string {
  return wallClock(date, timeZone).toISOString().slice(0, 19).replace("T", " ");
}

/** The wall-clock time of a zone as a Date whose UTC fields read that time (spreadsheets have no zones). */
export function wallClock(date: Date, timeZone: string): Date {
  return new Date(date.getTime() + offsetMinutes(timeZone, date) * 60_000);
}
