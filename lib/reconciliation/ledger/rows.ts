import { AppError } from "@/lib/errors";
import {
  canonicalUuid,
  guessKind,
  identifierProblem,
  MAX_PASTED_LENGTH,
  normalizeIdentifier,
} from "@/lib/lookup/identifier";
import type { ColumnMapping } from "../schemas";
import type { InvalidLedgerRow, LedgerRow, ReconcileRowProblem } from "../types";
import { parseLedgerAmount } from "./amount";
import { identifierKindOf } from "./identifier-kind";
import { LEDGER_RAW_EXCERPT } from "./limits";
import type { LedgerTable, LedgerTableRow } from "./table";

/** The longest status, date and reference text a row may hold; anything longer is not one. */
const MAX_STATUS = 64;
const MAX_DATE = 64;
const MAX_REFERENCE = 200;

/** A mapped column the file's header does not have; `column` names it for the person. */
export class LedgerColumnMissing extends AppError {
  constructor(readonly column: string) {
    super("reconcile_missing_column");
  }
}

type MappedField = "identifier" | "identifierKind" | "amount" | "status" | "date" | "reference";
const FIELDS: MappedField[] = ["identifier", "identifierKind", "amount", "status", "date", "reference"];

/** The mapped columns the header does not name, in the mapping's order. */
export function missingColumns(columns: readonly string[], mapping: ColumnMapping): string[] {
  const names = new Set(columns);
  return FIELDS.flatMap((field) => {
    const column = mapping[field];
    return column !== null && !names.has(column) ? [column] : [];
  });
}

const LOOKUP_PROBLEMS: Record<string, string> = {
  lookup_identifier_required: "missing_identifier",
  lookup_identifier_too_long: "identifier_too_long",
  lookup_identifier_spaces: "identifier_spaces",
};

/** The row as the person would recognise it, bounded. */
export function rawExcerpt(cells: readonly string[]): string {
  const text = cells.join(" | ");
  return text.length > LEDGER_RAW_EXCERPT ? `${text.slice(0, LEDGER_RAW_EXCERPT - 1)}…` : text;
}

class RowProblem {
  constructor(readonly problem: ReconcileRowProblem) {}
}

/** Reads rows by the mapping, each mapped column's index resolved once for the table (-1: not mapped). */
class RowReader {
  constructor(
    private readonly at: Record<MappedField, number>,
    private readonly mapping: ColumnMapping,
  ) {}

  private column(field: MappedField): string | undefined {
    return this.mapping[field] ?? undefined;
  }

  private cell(row: LedgerTableRow, field: MappedField): string | null {
    const index = this.at[field];
    if (index < 0) return null;
    const note = row.notes?.get(index);
    if (note === "no_cached_value")
      throw new RowProblem({ code: "formula_without_value", column: this.column(field) });
    if (note === "error") throw new RowProblem({ code: "cell_error", column: this.column(field) });
    return (row.cells[index] ?? "").trim();
  }

  private bounded(row: LedgerTableRow, field: MappedField, max: number, code: string): string | null {
    const text = this.cell(row, field);
    if (text !== null && text.length > max) throw new RowProblem({ code, column: this.column(field) });
    return text === "" ? null : text;
  }

  read(row: LedgerTableRow): LedgerRow {
    const written = this.cell(row, "identifier") ?? "";
    if (written.length > MAX_PASTED_LENGTH) throw new RowProblem({ code: "identifier_too_long" });
    const identifier = normalizeIdentifier(written);
    const problem = identifierProblem(identifier);
    if (problem) throw new RowProblem({ code: LOOKUP_PROBLEMS[problem] ?? "missing_identifier" });

    const kindText = this.cell(row, "identifierKind");
    const identifierKind = kindText === null ? "auto" : identifierKindOf(kindText);
    if (identifierKind === null)
      throw new RowProblem({ code: "unknown_identifier_kind", column: this.column("identifierKind") });

    let expectedAmountMinor: bigint | null = null;
    const amountText = this.cell(row, "amount");
    if (amountText !== null) {
      if (amountText === "") throw new RowProblem({ code: "missing_amount", column: this.column("amount") });
      // A spreadsheet's number cell is a number, whatever the format declared for amounts written as text.
      const format = row.notes?.get(this.at.amount) === "number" ? "plain" : this.mapping.amountFormat;
      const amount = parseLedgerAmount(amountText, format);
      if (!amount.ok) throw new RowProblem({ code: "bad_amount", column: this.column("amount") });
      expectedAmountMinor = amount.minor;
    }

    const expectedStatus = this.bounded(row, "status", MAX_STATUS, "status_too_long");
    if (this.at.status >= 0 && expectedStatus === null)
      throw new RowProblem({ code: "missing_status", column: this.column("status") });
    return {
      rowNumber: row.rowNumber,
      identifier,
      identifierKind,
      expectedAmountMinor,
      expectedStatus,
      expectedDate: this.bounded(row, "date", MAX_DATE, "date_too_long"),
      partnerReference: this.bounded(row, "reference", MAX_REFERENCE, "reference_too_long"),
    };
  }
}

/**
 * The key under which two rows ask the provider the same question: the kind (guessed when auto, as the lookup
 * guesses it) and the identifier as it would be sent (a UUID in its canonical form).
 */
export function duplicateKey(identifier: string, kind: LedgerRow["identifierKind"]): string {
  const resolved = kind === "auto" ? guessKind(identifier) : kind;
  return `${resolved}:${resolved === "requestId" ? (canonicalUuid(identifier) ?? identifier) : identifier}`;
}

/**
 * Each data row of a ledger as the row to ask the provider about, or as an invalid row with its reason and an
 * excerpt. A row repeating an earlier row's identifier and kind points at that first row (`duplicateOf`). A
 * mapped column missing from the header refuses the whole ledger, naming the column.
 */
export function toLedgerRows(table: LedgerTable, mapping: ColumnMapping): (LedgerRow | InvalidLedgerRow)[] {
  const [missing] = missingColumns(table.columns, mapping);
  if (missing !== undefined) throw new LedgerColumnMissing(missing);
  const at = Object.fromEntries(
    FIELDS.map((field) => {
      const column = mapping[field];
      return [field, column === null ? -1 : table.columns.indexOf(column)];
    }),
  ) as Record<MappedField, number>;
  const reader = new RowReader(at, mapping);
  const firstOf = new Map<string, number>();
  return table.rows.map((row) => {
    try {
      const read = reader.read(row);
      const key = duplicateKey(read.identifier, read.identifierKind);
      const first = firstOf.get(key);
      if (first === undefined) {
        firstOf.set(key, row.rowNumber);
        return read;
      }
      return { ...read, duplicateOf: first };
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      return { rowNumber: row.rowNumber, invalid: error.problem, raw: rawExcerpt(row.cells) };
    }
  });
}

export const isInvalidRow = (row: LedgerRow | InvalidLedgerRow): row is InvalidLedgerRow => "invalid" in row;
