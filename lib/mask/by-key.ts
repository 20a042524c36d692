/** How the value of each named key is masked: the value as text in, what may be shown out. */
export type KeyMasks = Readonly<Record<string, (value: string) => string>>;

/** A copy of parsed JSON with the string or number value of every named key masked, however deep. */
export function maskKeys(value: unknown, masks: KeyMasks): unknown {
  if (Array.isArray(value)) return value.map((item) => maskKeys(item, masks));
  if (value === null || typeof value !== "object") return value;
  // Copied key by key rather than through entry arrays: exports mask every entry's details, 100,000 at a time.
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    const mask = Object.hasOwn(masks, key) ? masks[key] : undefined;
    const masked =
      mask && (typeof child === "string" || typeof child === "number")
        ? mask(String(child))
        : maskKeys(child, masks);
    // JSON may carry a "__proto__" key: it stays a key of the copy instead of becoming its prototype.
    if (key === "__proto__") {
      Object.defineProperty(copy, key, {
        value: masked,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else copy[key] = masked;
  }
  return copy;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A named key's string value (even one cut off before its closing quote) or number value, in JSON text. */
export function keyValuePattern(keys: readonly string[]): RegExp {
  return new RegExp(
    `"(${keys.map(escapeRegExp).join("|")})"(\\s*:\\s*)(?:"((?:[^"\\\\]|\\\\.)*)("?)|(-?\\d[\\d.eE+-]*))`,
    "g",
  );
}

/**
 * The same inside text that may not be JSON (cut off or malformed), so what cannot be parsed is masked too: a
 * string value (even one cut off before its closing quote) or a number value of every named key.
 */
export function maskKeysInText(text: string, masks: KeyMasks): string {
  const keys = Object.keys(masks);
  if (keys.length === 0) return text;
  return text.replace(
    keyValuePattern(keys),
    (_match, key: string, colon: string, string?: string, closing?: string, number?: string) => {
      const mask = masks[key] as (value: string) => string;
      return string === undefined
        ? `"${key}"${colon}${mask(number ?? "")}`
        : `"${key}"${colon}"${mask(string)}${closing ?? ""}`;
    },
  );
}
