import type { z } from "zod";
import { isBlank } from "@/lib/provider/schemas/blank";
import {
  type UpgradeNotification,
  upgradeNotificationSchema,
} from "@/lib/provider/schemas/upgrade-notification";

export type ParsedNotification =
  | { ok: true; notification: UpgradeNotification; reference: string }
  | { ok: false; kind: "invalidFormat" | "missingField"; field: string | null; reference: string | null };

/** The reference to echo: only a plausible one, read from whatever JSON object arrived. */
export function readableReference(json: unknown): string | null {
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const value = (json as Record<string, unknown>).originalReferenceNo;
  return typeof value === "string" && value.length <= 128 && !isBlank(value) ? value : null;
}

function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let current = json;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

// A text of only white space is as absent as none (blank.ts), whatever the field's format would be.
const isAbsent = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && isBlank(value)) ||
  (Array.isArray(value) && value.length === 0);

/** SNAP distinguishes a missing mandatory field (4000002) from a malformed one (4000001); missing wins. */
function classify(json: unknown, issues: z.core.$ZodIssue[], reference: string | null): ParsedNotification {
  const named = issues.map((issue) => ({
    field: issue.path.map(String).join(".") || null,
    missing: issue.path.length > 0 && isAbsent(valueAt(json, issue.path)),
  }));
  const missing = named.find((issue) => issue.missing);
  if (missing) return { ok: false, kind: "missingField", field: missing.field, reference };
  return { ok: false, kind: "invalidFormat", field: named[0]?.field ?? null, reference };
}

/** The raw body as text, or null when it is not UTF-8. */
export function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The reference a refused body names, or null: read only to echo it in the answer. */
export function referenceIn(text: string | null): string | null {
  if (text === null) return null;
  try {
    return readableReference(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Parses and validates a 4.3 body (both shapes), including the conditional and bounded fields. */
export function parseNotification(body: string | null): ParsedNotification {
  if (body === null) return { ok: false, kind: "invalidFormat", field: null, reference: null };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, kind: "invalidFormat", field: null, reference: null };
  }
  const reference = readableReference(json);
  if (!json || typeof json !== "object" || Array.isArray(json)) {
    return { ok: false, kind: "invalidFormat", field: null, reference };
  }
  const parsed = upgradeNotificationSchema.safeParse(json);
  if (!parsed.success) return classify(json, parsed.error.issues, reference);
  return { ok: true, notification: parsed.data, reference: parsed.data.originalReferenceNo };
}
