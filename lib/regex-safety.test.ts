import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { check } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { keyValuePattern } from "@/lib/mask/by-key";

// Every regular expression the server or the browser may run on outside input: the app's code, its routes
// and its components (tests, generated clients and the sandbox, which is not the app, aside).
const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCES = ["lib", "app", "components", "proxy.ts", "instrumentation.ts"];
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$|[/\\]generated[/\\]/;

interface Found {
  where: string;
  source: string;
  flags: string;
}

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (statSync(full).isDirectory())
    return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
  return /\.tsx?$/.test(entry) && !SKIPPED.test(entry) ? [entry] : [];
}

/** Regular expression literals and `RegExp("…")` with literal arguments; a RegExp built otherwise, apart. */
function regexesIn(file: string): { found: Found[]; built: string[] } {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const built: string[] = [];
  const where = (node: ts.Node) =>
    `${file}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText();
      const end = literal.lastIndexOf("/");
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "RegExp"
    ) {
      const [source, flags] = node.arguments ?? [];
      if (source && ts.isStringLiteralLike(source) && (!flags || ts.isStringLiteralLike(flags))) {
        found.push({ where: where(node), source: source.text, flags: flags?.text ?? "" });
      } else built.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { found, built };
}

// A RegExp built at run time is checked as it is built; a new one fails the test until it is listed here.
const BUILT: Record<string, () => RegExp[]> = {
  // Keys are escaped literals, so any set of them gives the same shape.
  "lib/mask/by-key.ts": () => [keyValuePattern(["customerPan", "motherMaidenName"])],
};

const files = SOURCES.flatMap(sourceFiles);
const scanned = files.map(regexesIn);
const literals = scanned.flatMap(({ found }) => found);
const builtAt = scanned.flatMap(({ built }) => built);

describe("regular expressions", () => {
  it("finds the app's regular expressions", () => {
    expect(literals.length).toBeGreaterThan(50);
  });

  it("knows how each one built at run time is built", () => {
    expect([...new Set(builtAt.map((where) => where.replace(/:\d+$/, "")))].sort()).toEqual(
      Object.keys(BUILT).sort(),
    );
  });

  // recheck (its native build, else its JavaScript one) looks for inputs on which matching takes more than
  // linear time, by automaton analysis and, where that cannot decide, by fuzzing.
  it("none takes more than linear time on any input", async () => {
    const built = Object.entries(BUILT).flatMap(([file, build]) =>
      build().map((regex) => ({ where: file, source: regex.source, flags: regex.flags })),
    );
    // One at a time: recheck's agent works through them in order, and a time limit shared by a queue would
    // expire on regexes that were only waiting.
    const results = [];
    for (const regex of [...literals, ...built]) {
      results.push({ regex, result: await check(regex.source, regex.flags, { timeout: 10_000 }) });
    }
    const unsafe = results
      .filter(({ result }) => result.status !== "safe")
      .map(
        ({ regex, result }) =>
          `${regex.where} /${regex.source}/${regex.flags}: ${result.status}${
            result.status === "vulnerable"
              ? ` (${result.complexity.type}, e.g. ${result.attack.pattern})`
              : result.status === "unknown"
                ? ` (${result.error.kind})`
                : ""
          }`,
      );
    expect(unsafe).toEqual([]);
  }, 120_000);
});
