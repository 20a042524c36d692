import type { ColumnMapping } from "@/lib/reconciliation/schemas";
import type { AmountFormat } from "@/lib/reconciliation/types";

/** What a ledger's column may hold, in the order the form asks for them; the names are the form's fields. */
export const COLUMN_FIELDS = [
  "identifier",
  "identifierKind",
  "amount",
  "status",
  "date",
  "reference",
] as const;
type ColumnField = (typeof COLUMN_FIELDS)[number];

/** The mapping as the form holds it: a column name per field ("" for none) and how amounts are written. */
export type MappingDraft = Record<ColumnField, string> & { amountFormat: AmountFormat };

export function mappingIn(mapping: ColumnMapping | null): MappingDraft {
  return {
    identifier: mapping?.identifier ?? "",
    identifierKind: mapping?.identifierKind ?? "",
    amount: mapping?.amount ?? "",
    status: mapping?.status ?? "",
    date: mapping?.date ?? "",
    reference: mapping?.reference ?? "",
    amountFormat: mapping?.amountFormat ?? "plain",
  };
}

/** The mapping with every column the file does not have left unchosen. */
export function mappingWithin(draft: MappingDraft, columns: readonly string[]): MappingDraft {
  const present = new Set(columns);
  const within = { ...draft };
  for (const field of COLUMN_FIELDS) if (!present.has(within[field])) within[field] = "";
  return within;
}

/** The mapping as the actions read it, in a form's data. */
export function mappingFormData(mapping: MappingDraft): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(mapping)) data.set(name, value);
  return data;
}
