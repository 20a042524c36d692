import path from "node:path";
import ts from "typescript";

/** A file of the project: its path from the root with forward slashes, and its text. */
export interface SourceText {
  path: string;
  text: string;
}

export interface Parsed {
  path: string;
  source: ts.SourceFile;
  /** What it imports, as written, with the line of each. */
  imports: { specifier: string; line: number }[];
}

/** A rule reads the whole tree (some rules need to know which file is which) and names each violation. */
export type Rule = (files: readonly Parsed[]) => string[];

export function parse({ path: file, text }: SourceText): Parsed {
  const kind = file.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : file.endsWith(".ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const imports: Parsed["imports"] = [];
  const visit = (node: ts.Node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) &&
            (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
              (ts.isIdentifier(node.expression) && node.expression.text === "require"))
          ? node.arguments[0]
          : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)
            ? node.argument.literal
            : undefined;
    if (specifier && ts.isStringLiteralLike(specifier))
      imports.push({ specifier: specifier.text, line: lineOf(source, node) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { path: file, source, imports };
}

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.includes(".int.test.");

/** The project path an import names (`@/x`, or relative to the file), or null for a package. */
export function resolved(file: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith("."))
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return null;
}

const under = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

/** Nothing in `components/` or `lib/` imports `app/`: routes use them, never the other way round. */
export const noAppImports: Rule = (files) =>
  files
    .filter((file) => under(file.path, "components") || under(file.path, "lib"))
    .flatMap((file) =>
      file.imports
        .filter(({ specifier }) => under(resolved(file.path, specifier) ?? "", "app"))
        .map(({ specifier, line }) => `${file.path}:${line} imports ${specifier} (app/ holds only routes)`),
    );

/** The sandbox is the provider, written from the contract: it imports nothing of the app, so a mistake is caught. */
export const sandboxAlone: Rule = (files) =>
  files
    .filter((file) => under(file.path, "sandbox"))
    .flatMap((file) =>
      file.imports
        .filter(({ specifier }) => {
          const target = resolved(file.path, specifier);
          return target !== null && !under(target, "sandbox");
        })
        .map(
          ({ specifier, line }) =>
            `${file.path}:${line} imports ${specifier} (the sandbox imports nothing of the app)`,
        ),
    );

// Underscore names that are public API: Prisma's aggregates (`_count._all`) and zod's schema internals, which
// zod documents for tools that walk schemas (test/input-bounds.ts).
const PUBLIC_UNDERSCORE = new Set(["_count", "_all", "_sum", "_avg", "_min", "_max", "_zod"]);
// One underscore: a library's private member. Two (`globalThis.__db`) are the project's process-wide singletons.
const PRIVATE_MEMBER = /^_[A-Za-z]/;
const PRISMA_MODULE = /^(@prisma\/|\.prisma\/|@\/lib\/generated\/)/;

/** Only `lib/db` knows Prisma beyond its model API: its packages, the generated clients, its private members. */
export const prismaInternalsInLibDb: Rule = (files) =>
  files
    .filter((file) => !under(file.path, "lib/db") && !under(file.path, "lib/generated"))
    .flatMap((file) => {
      const found = file.imports
        .filter(
          ({ specifier }) =>
            PRISMA_MODULE.test(specifier) || under(resolved(file.path, specifier) ?? "", "lib/generated"),
        )
        .map(
          ({ specifier, line }) => `${file.path}:${line} imports ${specifier} (only lib/db imports Prisma)`,
        );
      const visit = (node: ts.Node) => {
        const name = ts.isPropertyAccessExpression(node)
          ? node.name.text
          : ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)
            ? node.argumentExpression.text
            : null;
        if (name && PRIVATE_MEMBER.test(name) && !PUBLIC_UNDERSCORE.has(name)) {
          found.push(
            `${file.path}:${lineOf(file.source, node)} reads ${name} (a private member: ask lib/db)`,
          );
        }
        ts.forEachChild(node, visit);
      };
      visit(file.source);
      return found;
    });

/** The call a page or an action is made with, found anywhere inside `node`. */
function calls(node: ts.Node, callee: string): boolean {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === callee)
    return true;
  return ts.forEachChild(node, (child) => calls(child, callee) || undefined) ?? false;
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The body of a page's default export (a function declared with it, or one it names). */
function defaultExport(source: ts.SourceFile): ts.Node | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && hasExport(statement) && hasDefault(statement))
      return statement;
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      const named = statement.expression;
      if (!ts.isIdentifier(named)) return named;
      return source.statements.find(
        (s) =>
          (ts.isFunctionDeclaration(s) && s.name?.text === named.text) ||
          (ts.isVariableStatement(s) &&
            s.declarationList.declarations.some((d) => d.name.getText() === named.text)),
      );
    }
  }
  return undefined;
}

/**
 * Every page calls `requirePage(permission)` in the component it exports; `publicPages` names the pages open
 * without a signed-in session, each with why.
 */
export const pagesRequirePage =
  (publicPages: Record<string, string>): Rule =>
  (files) =>
    files
      .filter((file) => under(file.path, "app") && /\/page\.(tsx|ts|jsx|js)$/.test(file.path))
      .filter((file) => !(file.path in publicPages))
      .flatMap((file) => {
        const page = defaultExport(file.source);
        return page && calls(page, "requirePage")
          ? []
          : [`${file.path} renders without requirePage(permission)`];
      });

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

/** Every HTTP method a route handler exports is `export const METHOD = withApi(access, handler)`. */
export const routesThroughWithApi: Rule = (files) =>
  files
    .filter((file) => under(file.path, "app") && /\/route\.(ts|tsx|js|mjs)$/.test(file.path))
    .flatMap((file) =>
      file.source.statements.flatMap((statement) => {
        const at = `${file.path}:${lineOf(file.source, statement)}`;
        if (ts.isVariableStatement(statement) && hasExport(statement)) {
          return statement.declarationList.declarations
            .filter((d) => METHODS.has(d.name.getText()))
            .filter(
              (d) =>
                !(
                  d.initializer &&
                  ts.isCallExpression(d.initializer) &&
                  ts.isIdentifier(d.initializer.expression) &&
                  d.initializer.expression.text === "withApi"
                ),
            )
            .map((d) => `${at} ${d.name.getText()} is not made with withApi`);
        }
        if (
          ts.isFunctionDeclaration(statement) &&
          hasExport(statement) &&
          METHODS.has(statement.name?.text ?? "")
        ) {
          return [`${at} ${statement.name?.text} is a function, not made with withApi`];
        }
        if (
          ts.isExportDeclaration(statement) &&
          statement.exportClause &&
          ts.isNamedExports(statement.exportClause)
        ) {
          return statement.exportClause.elements
            .filter((element) => METHODS.has(element.name.text))
            .map((element) => `${at} ${element.name.text} is re-exported, not made with withApi`);
        }
        return [];
      }),
    );

const isUseServer = (statement: ts.Node) =>
  ts.isExpressionStatement(statement) &&
  ts.isStringLiteral(statement.expression) &&
  statement.expression.text === "use server";

/**
 * Every server action is `export const name = defineAction({...})` in a `"use server"` file (`exceptions`:
 * `file#name` with why); no function declares "use server" of its own.
 */
export const actionsByDefineAction =
  (exceptions: Record<string, string>): Rule =>
  (files) =>
    files
      .filter((file) => !isTest(file.path))
      .flatMap((file) => {
        const found: string[] = [];
        const fileLevel = file.source.statements.findIndex((s) => !isUseServer(s)) !== 0;
        const visit = (node: ts.Node) => {
          if (isUseServer(node) && node.parent !== file.source) {
            found.push(
              `${file.path}:${lineOf(file.source, node)} an inline "use server" function (use defineAction)`,
            );
          }
          ts.forEachChild(node, visit);
        };
        visit(file.source);
        if (!fileLevel) return found;
        const exported = (name: string, node: ts.Node, made: boolean) => {
          if (!made && !(`${file.path}#${name}` in exceptions)) {
            found.push(`${file.path}:${lineOf(file.source, node)} ${name} is not made with defineAction`);
          }
        };
        for (const statement of file.source.statements) {
          if (ts.isVariableStatement(statement) && hasExport(statement)) {
            for (const d of statement.declarationList.declarations) {
              const made =
                !!d.initializer &&
                ts.isCallExpression(d.initializer) &&
                ts.isIdentifier(d.initializer.expression) &&
                d.initializer.expression.text === "defineAction";
              exported(d.name.getText(), d, made);
            }
          } else if (ts.isFunctionDeclaration(statement) && hasExport(statement)) {
            exported(statement.name?.text ?? "default", statement, false);
          } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
            found.push(`${file.path}:${lineOf(file.source, statement)} re-exports from a "use server" file`);
          } else if (ts.isExportAssignment(statement)) {
            exported("default", statement, false);
          }
        }
        return found;
      });

/** `audit(...)` is called in `lib/` only: the function that does the work writes its entry (Layout, AGENTS.md). */
export const auditInLib: Rule = (files) =>
  files
    .filter((file) => !under(file.path, "lib") && !isTest(file.path))
    .flatMap((file) => {
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === "audit"
        ) {
          found.push(`${file.path}:${lineOf(file.source, node)} calls audit() outside lib/`);
        }
        ts.forEachChild(node, visit);
      };
      visit(file.source);
      return found;
    });
