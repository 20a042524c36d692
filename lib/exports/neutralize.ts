// A spreadsheet treats a cell that starts with one of these as a formula (or, for tab and CR, shifts it into
// one): the cell is prefixed with an apostrophe, which spreadsheets show as plain text.
const DANGEROUS_FIRST = new Set(["=", "+", "-", "@", "\t", "\r"]);

export function isDangerousCell(value: string): boolean {
  return DANGEROUS_FIRST.has(value.charAt(0));
}

/** The text of a cell made safe to open in a spreadsheet; any other text is returned unchanged. */
export function neutralizeCell(value: string): string {
  return isDangerousCell(value) ? `'${value}` : value;
}
