// A spreadsheet runs a cell that starts with = + - or @ as a formula, and some fold the fullwidth forms
// (＝ ＋ － ＠) to those first. A leading tab or carriage return can shift the rest of the cell into such a
// start, and a leading NUL is dropped by some readers, exposing the character after it. A cell starting with
// any of them gets a leading apostrophe, which spreadsheets show as plain text.
const DANGEROUS_FIRST = new Set([
  "=",
  "+",
  "-",
  "@",
  "\t",
  "\r",
  "\0",
  "\uFF1D",
  "\uFF0B",
  "\uFF0D",
  "\uFF20",
]);

/** The characters that make a cell dangerous when it starts with one of them. */
export const DANGEROUS_FIRST_CHARACTERS: readonly string[] = [...DANGEROUS_FIRST];

export function isDangerousCell(value: string): boolean {
  return DANGEROUS_FIRST.has(value.charAt(0));
}

/**
 * The text of a cell made safe to open in a spreadsheet; any other text is returned unchanged. The one
 * neutralizer for every file the app writes for spreadsheets (CSV and XLSX).
 */
export function neutralizeCell(value: string): string {
  return isDangerousCell(value) ? `'${value}` : value;
}
