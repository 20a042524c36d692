import type { z } from "zod";

export type JsonParse = { ok: true; value: unknown } | { ok: false };

/** JSON.parse that reports failure instead of throwing (upstream text is untrusted). */
export function parseJsonSafely(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Names of the fields that failed validation, never their values. */
export function issuePaths(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.path.join(".") || "(root)"))];
}
