/** A label cut into at most `maxLines` lines of about `maxChars` characters, at spaces where it can be. */
export interface WrappedLabel {
  lines: string[];
  /** Some of the text did not fit: the last line ends with "…", and the whole text is shown on hover. */
  shortened: boolean;
}

export function wrapLabel(text: string, maxChars: number, maxLines: number): WrappedLabel {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    let rest = word;
    // A word longer than a line is cut over lines of its own.
    while (rest.length > maxChars) {
      if (line) lines.push(line);
      lines.push(rest.slice(0, maxChars));
      rest = rest.slice(maxChars);
      line = "";
    }
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= maxChars) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, shortened: false };
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? "";
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return { lines: kept, shortened: true };
}
