/** FormData to a plain object; a name sent more than once (checkboxes) becomes a list. */
export function formDataToObject(input: unknown): unknown {
  if (!(input instanceof FormData)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of input.entries()) {
    if (key.startsWith("$ACTION")) continue;
    const current = out[key];
    out[key] =
      current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return out;
}
