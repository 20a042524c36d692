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

// A cell is not always read as one cell: a reader whose list separator is not the file's (Excel set to `;`,
// common on Indonesian Windows, opening a comma file; Text to Columns) splits it at a separator or a line
// break, and each part is a cell of its own. Spaces and double quotes before a formula start are stepped over:
// some readers trim them, or take a quote as the start of a quoted field.
const SEPARATORS = new Set([",", ";", "\t", "\r", "\n"]);
const STEPPED_OVER = new Set([" ", '"']);

/** The characters at which a reader may split a cell into cells of its own. */
export const CELL_SEPARATORS: readonly string[] = [...SEPARATORS];

// What each character code does to the walk below, looked up by code (every cell of an export passes here).
const DANGEROUS = 1;
const SEPARATOR = 2;
const STEP_OVER = 4;
const ROLE = new Uint8Array(0x10000);
const mark = (chars: Iterable<string>, role: number) => {
  for (const char of chars) ROLE[char.charCodeAt(0)] = (ROLE[char.charCodeAt(0)] ?? 0) | role;
};
mark(DANGEROUS_FIRST, DANGEROUS);
mark(SEPARATORS, SEPARATOR);
mark(STEPPED_OVER, STEP_OVER);

export function isDangerousCell(value: string): boolean {
  return DANGEROUS_FIRST.has(value.charAt(0));
}

/**
 * The text of a cell made safe to open in a spreadsheet, however a reader splits it: an apostrophe before each
 * dangerous character that starts the cell or a part after a separator (spaces and double quotes stepped over);
 * any other text is returned unchanged. The one neutralizer for every file the app writes for spreadsheets
 * (CSV and XLSX). A walk over the characters, no regular expression: cells come from outside.
 */
export function neutralizeCell(value: string): string {
  let safe = "";
  let copied = 0;
  let atPartStart = true;
  for (let i = 0; i < value.length; i += 1) {
    const role = ROLE[value.charCodeAt(i)] ?? 0;
    if (atPartStart && role & DANGEROUS) {
      safe += `${value.slice(copied, i)}'`;
      copied = i;
    }
    if (role & SEPARATOR) atPartStart = true;
    else if (!(role & STEP_OVER)) atPartStart = false;
  }
  return safe === "" ? value : safe + value.slice(copied);
}
