import type { z } from "zod";

// What zod 4 keeps of a schema: its definition (`type`, the inner schemas, `checks`), and for a check, `check`.
type Schema = z.core.$ZodType;
interface Def {
  type: string;
  checks?: Schema[];
  check?: string;
  abort?: boolean;
  format?: string;
  pattern?: RegExp;
  [key: string]: unknown;
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checkOf = (check: Schema) => check._zod.def as unknown as Def;

/** Checks that cost nothing whatever the length (zod compares `length`). */
const LENGTH_CHECKS = new Set(["max_length", "min_length", "length_equals"]);
const BOUNDS = new Set(["max_length", "length_equals"]);
/** `trim()`, `toLowerCase()`, `normalize()`: one pass over the string, which is fine before the bound. */
const LINEAR = new Set(["overwrite"]);
// Schemas that only wrap another (`innerType`): what they take is what it takes.
const WRAPPERS = new Set([
  "optional",
  "nullable",
  "default",
  "prefault",
  "catch",
  "readonly",
  "nonoptional",
  "success",
]);

/** A pattern with no `*`, `+` or `{n,}` matches only strings of bounded length; anchored, it bounds the input. */
function boundsByItself(pattern: RegExp | undefined): boolean {
  if (!pattern) return false;
  const source = pattern.source.replace(/\\./g, "");
  return (
    source.startsWith("^") &&
    source.endsWith("$") &&
    !/[*+]|\{\d+,\}/.test(source.replace(/\[[^\]]*\]/g, "")) &&
    !pattern.flags.includes("m")
  );
}

/**
 * Where an outside value could make zod (or the code after it) work on a string of any length: each string
 * needs a maximum length that runs before any check other than a length or a one-pass overwrite, and that
 * stops the parse (`abort: true`) when checks of the string itself or a refinement of what holds it would
 * still run after it (zod 4 runs later checks after a failed `max` by default). Arrays need a maximum, a
 * record a bounded key. Returns the paths of what fails, empty when the schema is bounded throughout.
 */
export function unboundedInputs(schema: Schema, path = "input"): string[] {
  return walk(schema, path, false);
}

function ownChecks(schema: Schema): Schema[] {
  const def = defOf(schema);
  const checks = [...(def.checks ?? [])];
  // A format schema (z.email(), z.uuid(), z.iso.date()) is its own first check.
  if (schema._zod.traits.has("$ZodCheck")) checks.unshift(schema);
  return checks;
}

function hasWork(schema: Schema): boolean {
  return (defOf(schema).checks ?? []).some((check) => !LENGTH_CHECKS.has(checkOf(check).check ?? ""));
}

function stringProblem(schema: Schema, refinedAround: boolean): string | null {
  const checks = ownChecks(schema);
  let bound: Def | null = null;
  for (const [index, check] of checks.entries()) {
    const def = checkOf(check);
    const kind = def.check ?? "";
    if (BOUNDS.has(kind)) {
      bound = def;
      const workAfter = checks.slice(index + 1).some((next) => {
        const after = checkOf(next).check ?? "";
        return !LENGTH_CHECKS.has(after);
      });
      if ((workAfter || refinedAround) && !def.abort)
        return `its maximum does not stop the parse, and ${workAfter ? "its own checks" : "a refinement around it"} still run${workAfter ? "" : "s"} on a longer string (add { abort: true })`;
      return null;
    }
    if (LENGTH_CHECKS.has(kind) || LINEAR.has(kind)) continue;
    if (
      kind === "string_format" &&
      boundsByItself(def.pattern ?? (check._zod.bag?.pattern as RegExp | undefined))
    )
      return null;
    return `a ${def.format ?? kind} check runs before any maximum length`;
  }
  return bound ? null : "no maximum length";
}

function walk(schema: Schema, path: string, refinedAround: boolean): string[] {
  const def = defOf(schema);
  const refined = refinedAround || hasWork(schema);
  if (WRAPPERS.has(def.type)) return walk(def.innerType as Schema, path, refined);
  switch (def.type) {
    case "string": {
      const problem = stringProblem(schema, refinedAround);
      return problem ? [`${path}: string, ${problem}`] : [];
    }
    case "object": {
      const shape = def.shape as Record<string, Schema>;
      const inner = Object.entries(shape).flatMap(([key, value]) => walk(value, `${path}.${key}`, refined));
      const catchall = def.catchall as Schema | undefined;
      return catchall && defOf(catchall).type !== "never"
        ? [...inner, ...walk(catchall, `${path}.*`, refined)]
        : inner;
    }
    case "array": {
      const max = (def.checks ?? []).some((check) => BOUNDS.has(checkOf(check).check ?? ""));
      const element = walk(def.element as Schema, `${path}[]`, refined);
      return max ? element : [`${path}: array with no maximum length`, ...element];
    }
    case "record":
      return [
        ...walk(def.keyType as Schema, `${path}<key>`, refined),
        ...walk(def.valueType as Schema, `${path}<value>`, refined),
      ];
    case "tuple":
      return [
        ...(def.items as Schema[]).flatMap((item, index) => walk(item, `${path}[${index}]`, refined)),
        ...(def.rest ? walk(def.rest as Schema, `${path}[…]`, refined) : []),
      ];
    case "union":
      return (def.options as Schema[]).flatMap((option, index) => walk(option, `${path}|${index}`, refined));
    case "intersection":
      return [...walk(def.left as Schema, path, refined), ...walk(def.right as Schema, path, refined)];
    case "lazy":
      return walk((def.getter as () => Schema)(), path, refined);
    case "pipe": {
      const input = def.in as Schema;
      // z.preprocess: a function first, on the raw value; the schema after it is what bounds the value.
      if (defOf(input).type === "transform") return walk(def.out as Schema, path, refined);
      // Only a value that passed the first schema reaches the second, and the pipe's own refinements only a
      // value that passed both (zod stops a pipe, and its checks, at the first issue).
      return walk(input, path, refinedAround);
    }
    case "transform":
      return [`${path}: a function runs on the raw value before any schema`];
    case "file":
      // An uploaded file: its size is checked (zod's `max_size`) before anything reads it.
      return fileMaximum(schema) === null ? [`${path}: file with no maximum size`] : [];
    case "enum":
    case "literal":
    case "boolean":
    case "number":
    case "bigint":
    case "date":
    case "null":
    case "undefined":
    case "nan":
    case "void":
    case "never":
      return [];
    default:
      return [`${path}: ${def.type}, whose length nothing bounds`];
  }
}

/** The largest size in bytes a file schema accepts, or null when it has no maximum. */
function fileMaximum(schema: Schema): number | null {
  const sizes = (defOf(schema).checks ?? [])
    .map(checkOf)
    .filter((check) => check.check === "max_size")
    .map((check) => Number(check.maximum));
  return sizes.length ? Math.min(...sizes) : null;
}

/**
 * The most bytes the files of a value that passes `schema` can hold: sent as they are, not as characters (a
 * multipart body carries a file's bytes unencoded). Zero for a schema without files.
 */
export function largestFiles(schema: Schema): number {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return largestFiles(def.innerType as Schema);
  switch (def.type) {
    case "file":
      return fileMaximum(schema) ?? Number.POSITIVE_INFINITY;
    case "object":
      return Object.values(def.shape as Record<string, Schema>).reduce((sum, v) => sum + largestFiles(v), 0);
    case "pipe": {
      const input = def.in as Schema;
      return defOf(input).type === "transform" ? largestFiles(def.out as Schema) : largestFiles(input);
    }
    default:
      return 0;
  }
}

/** The longest text of the formats whose pattern bounds them (zod's date, time and id formats). */
const FORMAT_LENGTHS: Record<string, number> = {
  date: 10,
  time: 18,
  datetime: 40,
  uuid: 36,
  guid: 36,
  cuid: 32,
};

/**
 * The most characters a value that passes `schema` can hold in its strings, enum values and numbers (an upper
 * bound; what a form or an action call adds around them is not counted). Infinity where nothing bounds it.
 */
export function longestInput(schema: Schema): number {
  if (WRAPPERS.has(defOf(schema).type)) return longestInput(defOf(schema).innerType as Schema);
  const def = defOf(schema);
  const bound = (checks: Schema[] | undefined) =>
    Math.min(
      ...(checks ?? [])
        .map(checkOf)
        .filter((check) => BOUNDS.has(check.check ?? ""))
        .map((check) => Number(check.maximum ?? check.length)),
    );
  switch (def.type) {
    case "string":
      return Math.min(bound(ownChecks(schema)), FORMAT_LENGTHS[def.format ?? ""] ?? Number.POSITIVE_INFINITY);
    case "object":
      return Object.values(def.shape as Record<string, Schema>).reduce((sum, v) => sum + longestInput(v), 0);
    case "array":
      return bound(def.checks) * longestInput(def.element as Schema);
    case "tuple":
      return (def.items as Schema[]).reduce((sum, item) => sum + longestInput(item), 0);
    case "union":
      return Math.max(...(def.options as Schema[]).map(longestInput));
    case "pipe": {
      const input = def.in as Schema;
      return defOf(input).type === "transform" ? longestInput(def.out as Schema) : longestInput(input);
    }
    case "enum":
      return Math.max(
        ...Object.values(def.entries as Record<string, string | number>).map((v) => String(v).length),
      );
    case "literal":
      return Math.max(...(def.values as unknown[]).map((v) => String(v).length));
    case "boolean":
      return 5;
    case "number":
    case "bigint":
    case "date":
      return 24;
    case "null":
    case "undefined":
    case "nan":
    case "void":
    case "never":
      return 4;
    case "file":
      // Counted by largestFiles: bytes, not characters.
      return 0;
    default:
      return Number.POSITIVE_INFINITY;
  }
}
