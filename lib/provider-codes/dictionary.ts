import type { Db, DbTx } from "@/lib/db/client";
import { DEFAULT_CODES } from "./defaults";
import {
  CODE_FIELDS,
  CODE_TONES,
  type CodeField,
  type CodeMeaning,
  type CodeTone,
  type ProviderCodes,
} from "./fields";

/** A meaning as the admin's list shows it: recorded by an admin, shipped, or shipped and changed. */
export interface ListedCode extends CodeMeaning {
  source: "shipped" | "saved" | "changed";
  updatedBy: string | null;
  updatedAt: Date | null;
}

const isField = (value: string): value is CodeField => (CODE_FIELDS as readonly string[]).includes(value);
const isTone = (value: string): value is CodeTone => (CODE_TONES as readonly string[]).includes(value);
const key = (meaning: Pick<CodeMeaning, "field" | "code">) => `${meaning.field}\u0000${meaning.code}`;

/** The shipped meanings overlaid by what admins recorded, in the order of the fields, then by code. */
export async function listProviderCodes(db: Db): Promise<ListedCode[]> {
  const rows = await db.providerCode.findMany();
  const listed = new Map<string, ListedCode>(
    DEFAULT_CODES.map((meaning) => [
      key(meaning),
      { ...meaning, meansNotFound: false, source: "shipped", updatedBy: null, updatedAt: null },
    ]),
  );
  for (const row of rows) {
    // A row no schema wrote (a field or tone since dropped) is left out rather than guessed at.
    if (!isField(row.field) || !isTone(row.tone)) continue;
    const shipped = listed.get(key({ field: row.field, code: row.code }));
    listed.set(key({ field: row.field, code: row.code }), {
      field: row.field,
      code: row.code,
      labelId: row.labelId,
      labelEn: row.labelEn,
      tone: row.tone,
      countsAsPaid: row.countsAsPaid,
      meansNotFound: row.meansNotFound,
      source: shipped ? "changed" : "saved",
      updatedBy: row.updatedBy,
      updatedAt: row.updatedAt,
    });
  }
  const order = (field: CodeField) => CODE_FIELDS.indexOf(field);
  return [...listed.values()].sort((a, b) => order(a.field) - order(b.field) || a.code.localeCompare(b.code));
}

/** The dictionary a page or an export reads once and applies to every value it shows. */
export async function loadProviderCodes(db: Db): Promise<ProviderCodes> {
  return (await listProviderCodes(db)).map(
    ({ field, code, labelId, labelEn, tone, countsAsPaid, meansNotFound }) => ({
      field,
      code,
      labelId,
      labelEn,
      tone,
      countsAsPaid,
      meansNotFound,
    }),
  );
}

/** Records a code's meaning (a new one, or a change of a shipped or recorded one). */
export async function upsertProviderCode(db: DbTx, meaning: CodeMeaning, updatedBy: string): Promise<void> {
  const { field, code, meansNotFound = false, ...rest } = meaning;
  const data = { ...rest, meansNotFound };
  await db.providerCode.upsert({
    where: { field_code: { field, code } },
    create: { field, code, ...data, updatedBy },
    update: { ...data, updatedBy },
  });
}

/** Drops a recorded meaning; true when there was one. */
export async function deleteProviderCode(db: DbTx, field: CodeField, code: string): Promise<boolean> {
  return (await db.providerCode.deleteMany({ where: { field, code } })).count > 0;
}
