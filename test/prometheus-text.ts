/** One sample of Prometheus's text exposition format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

// Go's ParseFloat, which Prometheus uses, also takes NaN and ±Inf in any case (prom-client writes "Nan").
const NUMBER = /^([+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?|[nN]a[nN]|[+-]?[iI]nf)$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * Parses the text format strictly enough for tests: every line is a comment (# HELP / # TYPE), empty, or a
 * sample with a numeric value; anything else throws, naming the line.
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line === "" || line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    const match = SAMPLE.exec(line);
    if (!match?.[1] || !match[3] || !NUMBER.test(match[3])) {
      throw new Error(`line ${index + 1} is not a sample: ${line}`);
    }
    const text = match[3].toLowerCase();
    const value = text.endsWith("inf")
      ? (text.startsWith("-") ? -1 : 1) * Number.POSITIVE_INFINITY
      : text === "nan"
        ? Number.NaN
        : Number(text);
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (match[2] ?? "").matchAll(LABEL)) labels[key!] = raw!.replace(/\\(.)/g, "$1");
    samples.push({ name: match[1], labels, value });
  }
  return samples;
}

const keyOf = (sample: Sample) =>
  `${sample.name}{${Object.entries(sample.labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join(",")}}`;

/** Every series of `after` whose value differs from `before`, by how much (a new series counts from 0). */
export function changes(
  before: Sample[],
  after: Sample[],
  names: (name: string) => boolean,
): Record<string, number> {
  const earlier = new Map(before.map((s) => [keyOf(s), s.value]));
  const moved: Record<string, number> = {};
  for (const sample of after) {
    if (!names(sample.name)) continue;
    const delta = sample.value - (earlier.get(keyOf(sample)) ?? 0);
    if (delta !== 0) moved[keyOf(sample)] = delta;
  }
  return moved;
}
