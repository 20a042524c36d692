// Plain code (no zod), so the form can check a user id in the browser without shipping a schema library.
export const USER_ID_MAX_LENGTH = 64;

export type UserIdProblem = "required" | "too_long" | "history_user_id_invalid";

/** Why a provider user id cannot be asked for (a message key under `validation.`), or null when it can. */
export function userIdProblem(text: string): UserIdProblem | null {
  const id = text.trim();
  if (id.length === 0) return "required";
  if (id.length > USER_ID_MAX_LENGTH) return "too_long";
  if (!/^[\x21-\x7E]+$/.test(id)) return "history_user_id_invalid";
  return null;
}
