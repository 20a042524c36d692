import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { deleteProviderCode, upsertProviderCode } from "./dictionary";
import type { CodeField } from "./fields";
import type { ProviderCodeForm } from "./schemas";

const target = (field: CodeField, code: string) => ({ type: "provider_code", id: `${field}:${code}` });

/** An admin records what a code means; audited with what it now says. */
export async function saveProviderCode(db: Db, input: ProviderCodeForm, by: Requester): Promise<void> {
  await upsertProviderCode(db, input, by.user.email);
  await audit(db, {
    actor: by.user,
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
    },
    ip: by.ip,
  });
}

/** An admin removes a recorded meaning: the code reads as shipped, or as received when none is shipped. */
export async function removeProviderCode(
  db: Db,
  input: { field: CodeField; code: string },
  by: Requester,
): Promise<void> {
  if (!(await deleteProviderCode(db, input.field, input.code))) throw new AppError("provider_code_unknown");
  await audit(db, {
    actor: by.user,
    action: "provider_codes.remove",
    target: target(input.field, input.code),
    outcome: "success",
    detail: { field: input.field, code: input.code },
    ip: by.ip,
  });
}
