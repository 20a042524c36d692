import type { AuditAction } from "@/lib/audit/audit";

// What a person is told of at their next sign-in: changes to how their account is signed in to, read from the
// audit log (which records each with who did it and when), so there is no second record to keep in step.
export const ACCOUNT_CHANGES = [
  "user.reset_password",
  "user.reset_second_factor",
  "account.change_password",
  "account.choose_password",
  "second_factor.enroll",
  "second_factor.remove",
  "second_factor.recovery_codes",
] as const satisfies readonly AuditAction[];

export type AccountChangeKind = (typeof ACCOUNT_CHANGES)[number];

/** The message under `accountChanges.kinds` that says what the change was. */
export const changeMessageKey = (kind: AccountChangeKind) => kind.replaceAll(".", "_");
