import { MASK, maskRawBody, maskUrl } from "./mask";

/** Why a raw body is withheld: masking it could not be trusted. */
export type WithheldReason = "not_utf8" | "not_json" | "unexpected_value";

/** A delivery's raw body as the detail page may send it to anyone who can read the inbox. */
export type RawBodyView = { state: "masked"; text: string } | { state: "withheld"; reason: WithheldReason };

// How sealRawBody (lib/callbacks/sealed.ts) keeps a body that was not UTF-8.
const NOT_UTF8_PREFIX = "base64:";

/** A stored body as text: as received, or bytes that were not UTF-8 decoded with U+FFFD in their place. */
export function storedBodyText(stored: string): { text: string; utf8: boolean } {
  if (!stored.startsWith(NOT_UTF8_PREFIX)) return { text: stored, utf8: true };
  return { text: Buffer.from(stored.slice(NOT_UTF8_PREFIX.length), "base64").toString("utf8"), utf8: false };
}

const MASKED_KEYS = {
  motherMaidenName: (value: string) => value === MASK,
  identificationCardImageUrl: (value: string) => maskUrl(value) === value,
  selfieImageUrl: (value: string) => maskUrl(value) === value,
} as const;
type MaskedKey = keyof typeof MASKED_KEYS;
const isMaskedKey = (key: string): key is MaskedKey => Object.hasOwn(MASKED_KEYS, key);

// A key or text that speaks of the maiden name or an image address anywhere the masks do not reach: another
// spelling of the key, or JSON inside a string.
const SENSITIVE = /maiden|image_?url/i;

/** Whether parsed JSON holds a protected value in a form the masks do not handle. */
function holdsUnexpected(value: unknown): boolean {
  if (typeof value === "string") return SENSITIVE.test(value);
  if (Array.isArray(value)) return value.some(holdsUnexpected);
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, child]) => {
    if (isMaskedKey(key)) return typeof child !== "string";
    return SENSITIVE.test(key) || holdsUnexpected(child);
  });
}

/** Whether every protected value of parsed JSON reads as masked. */
function readsMasked(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(readsMasked);
  if (value === null || typeof value !== "object") return true;
  return Object.entries(value).every(([key, child]) =>
    isMaskedKey(key) ? typeof child === "string" && MASKED_KEYS[key](child) : readsMasked(child),
  );
}

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/**
 * A stored raw body as anyone who reads the inbox may see it: masked when masking can be trusted, that is when
 * it is UTF-8 JSON whose maiden name and image addresses are strings where the masks expect them (and the
 * masked text is checked once more). Anything else (bytes that are not UTF-8, JSON cut off or malformed, a
 * maiden name that is not a string, JSON that is not an object) is withheld: only a role that may reveal PII
 * opens it, one by one.
 */
export function presentRawBody(stored: string): RawBodyView {
  const { text, utf8 } = storedBodyText(stored);
  if (!utf8) return { state: "withheld", reason: "not_utf8" };
  if (text.trim() === "") return { state: "masked", text };
  const parsed = parse(text);
  if (!parsed.ok) return { state: "withheld", reason: "not_json" };
  // A notification is an object: in a list or a bare string, nothing names which value is the maiden name.
  const isObject = typeof parsed.value === "object" && parsed.value !== null && !Array.isArray(parsed.value);
  if (!isObject || holdsUnexpected(parsed.value)) return { state: "withheld", reason: "unexpected_value" };
  const masked = maskRawBody(text);
  const check = parse(masked);
  if (!check.ok || !readsMasked(check.value)) return { state: "withheld", reason: "unexpected_value" };
  return { state: "masked", text: masked };
}
