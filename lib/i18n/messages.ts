import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "./config";

type Messages = Record<string, unknown>;
const cache = new Map<Locale, Messages>();

function merge(target: Messages, source: Messages, file: string, prefix = ""): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (existing !== undefined && (typeof existing !== "object" || existing === null)) {
        throw new Error(`${file}: ${prefix}${key} is both a message and a group`);
      }
      target[key] ??= {};
      merge(target[key] as Messages, value as Messages, file, `${prefix}${key}.`);
    } else {
      if (existing !== undefined) throw new Error(`${file}: ${prefix}${key} is defined twice`);
      target[key] = value;
    }
  }
}

/**
 * Every catalog file of a language (messages/<locale>/*.json, one or more namespaces per feature) merged
 * into one tree; a key defined in two files is an error, not a silent override.
 */
export function loadMessages(locale: Locale): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const dir = path.join(process.cwd(), "messages", locale);
  const messages: Messages = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    merge(messages, JSON.parse(readFileSync(path.join(dir, file), "utf8")), `${locale}/${file}`);
  }
  cache.set(locale, messages);
  return messages;
}
