// Walks instead of /x+$/ or /^x+|x+$/: those try a match at every character of a run that does not reach the
// end, which is quadratic in the run's length.

/** `value` without the run of `char` it ends with. */
export function trimEndChar(value: string, char: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === char) end -= 1;
  return value.slice(0, end);
}

/** `value` without the runs of `char` it starts and ends with. */
export function trimChar(value: string, char: string): string {
  let start = 0;
  while (start < value.length && value[start] === char) start += 1;
  return trimEndChar(value.slice(start), char);
}
