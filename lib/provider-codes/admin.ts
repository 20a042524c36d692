import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { deleteProviderCode, upsertProviderCode } from "./dictionary";
import type { CodeField, CodeMeaning } from "./fields";

const target = (field: CodeField, code: string) => ({ type: "provider_code", id: `${field}:${code}` });

/** An admin records what a code means; audited with what it now says. */
export async function saveProviderCode(db: Db, by: Requester, input: CodeMeaning): Promise<void> {
  await db.$transaction(async (tx) => {
    await upsertProviderCode(tx, input, by.user.email);
    await audit(tx, by, {
      action: "provider_codes.save",
      target: target(input.field, input.code),
      outcome: "success",
      detail: {
        field: input.field,
        code: input.code,
        labelId: input.labelId,
        labelEn: input.labelEn,
        tone: input.tone,
        countsAsPaid: input.countsAsPaid,
        meansNotFound: input.meansNotFound ?? false,
      },
    });
  });
}

/** An admin removes a recorded meaning: the code reads as shipped, or as received when none is shipped. */
export async function removeProviderCode(
  db: Db,
  by: Requester,
  input: { field: CodeField; code: string },
): Promise<void> {
  await db.$transaction(async (tx) => {
    if (!(await deleteProviderCode(tx, input.field, input.code))) throw new AppError("provider_code_unknown");
    await audit(tx, by, {
      action: "provider_codes.remove",
      target: target(input.field, input.code),
      outcome: "success",
      detail: { field: input.field, code: input.code },
    });
  });
}
