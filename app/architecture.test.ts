import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIONS_WITHOUT_DEFINE_ACTION } from "@/lib/auth/public-actions";
import {
  actionsByDefineAction,
  auditInLib,
  noAppImports,
  type Parsed,
  pagesRequirePage,
  parse,
  prismaInternalsInLibDb,
  type Rule,
  routesThroughWithApi,
  type SourceText,
  sandboxAlone,
} from "@/test/architecture";

// The project's own code: what the app runs, and its tests, scripts and benches (generated clients aside).
const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCES = [
  "app",
  "components",
  "lib",
  "sandbox",
  "scripts",
  "bench",
  "test",
  "e2e",
  "e2e-multi",
  "proxy.ts",
  "instrumentation.ts",
];
const SKIPPED = /(^|\/)(generated|node_modules)(\/|$)|\.d\.ts$/;

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full) || SKIPPED.test(entry)) return [];
  if (statSync(full).isDirectory())
    return readdirSync(full).flatMap((name) => sourceFiles(`${entry}/${name}`));
  return /\.(tsx?|mjs|js)$/.test(entry) ? [entry] : [];
}

const tree = SOURCES.flatMap(sourceFiles).map((file) =>
  parse({ path: file, text: readFileSync(path.join(ROOT, file), "utf8") }),
);

// Open without a signed-in session, each a step of signing in that finds its session itself.
const PUBLIC_PAGES = {
  "app/(auth)/sign-in/page.tsx":
    "signing in: a signed-in person is sent on, a session at a step to that step",
  "app/(auth)/sign-in/second-factor/page.tsx":
    "the second step: reads the session at that step (getPendingSession)",
  "app/(auth)/sign-in/new-password/page.tsx": "choosing one's own password: reads the session at that step",
};

// The actions of lib/auth/public-actions.ts, which says why they are not made with defineAction.
const ACTION_EXCEPTIONS = Object.fromEntries(
  Object.entries(ACTIONS_WITHOUT_DEFINE_ACTION).map(([name, why]) => [`lib/auth/actions.ts#${name}`, why]),
);

const RULES: Record<string, Rule> = {
  "components/ and lib/ never import app/": noAppImports,
  "the sandbox imports nothing of the app": sandboxAlone,
  "only lib/db imports Prisma or reads its private members": prismaInternalsInLibDb,
  "every page calls requirePage (or is listed as public)": pagesRequirePage(PUBLIC_PAGES),
  "every route handler is made with withApi": routesThroughWithApi,
  "every server action is made with defineAction (or is listed)": actionsByDefineAction(ACTION_EXCEPTIONS),
  "audit() is called in lib/ only": auditInLib,
};

describe("the tree keeps its architecture", () => {
  it("reads the whole project", () => {
    expect(tree.length).toBeGreaterThan(500);
    expect(tree.some((file) => file.path === "app/v1.0/snap/account/upgrade/notify/route.ts")).toBe(true);
  });

  for (const [rule, check] of Object.entries(RULES)) {
    it(rule, () => {
      expect(check(tree)).toEqual([]);
    });
  }

  it("lists as public only pages that exist, and as exceptions only actions that exist", () => {
    const paths = new Set(tree.map((file) => file.path));
    expect(Object.keys(PUBLIC_PAGES).filter((page) => !paths.has(page))).toEqual([]);
    const authActions = tree.find((file) => file.path === "lib/auth/actions.ts")?.source.text ?? "";
    expect(
      Object.keys(ACTIONS_WITHOUT_DEFINE_ACTION).filter(
        (name) => !authActions.includes(`export async function ${name}(`),
      ),
    ).toEqual([]);
  });
});

// Each rule on a small tree of its own: it catches the violation it names, and lets the right shape through.
const files = (...sources: SourceText[]): Parsed[] => sources.map(parse);

describe("each rule catches what it forbids", () => {
  it("components/ or lib/ importing app/", () => {
    const found = noAppImports(
      files(
        { path: "components/x/a.tsx", text: `import { GET } from "@/app/api/system/route";` },
        { path: "lib/x/b.ts", text: `export { x } from "../../app/(app)/page";` },
        { path: "lib/x/c.ts", text: `const m = await import("@/app/layout");` },
        { path: "lib/x/ok.ts", text: `import { db } from "@/lib/db/client"; import "@/app-config";` },
        { path: "app/page.tsx", text: `import { x } from "@/app/y";` },
      ),
    );
    expect(found).toEqual([
      "components/x/a.tsx:1 imports @/app/api/system/route (app/ holds only routes)",
      "lib/x/b.ts:1 imports ../../app/(app)/page (app/ holds only routes)",
      "lib/x/c.ts:1 imports @/app/layout (app/ holds only routes)",
    ]);
  });

  it("the sandbox importing lib/ or anything of the app", () => {
    const found = sandboxAlone(
      files(
        { path: "sandbox/a.ts", text: `import { db } from "@/lib/db/client";` },
        { path: "sandbox/b/c.ts", text: `import { x } from "../../components/y";` },
        {
          path: "sandbox/ok.ts",
          text: `import http from "node:http"; import { z } from "zod"; import { s } from "./b/c"; import { t } from "@/sandbox/t";`,
        },
      ),
    );
    expect(found).toEqual([
      "sandbox/a.ts:1 imports @/lib/db/client (the sandbox imports nothing of the app)",
      "sandbox/b/c.ts:1 imports ../../components/y (the sandbox imports nothing of the app)",
    ]);
  });

  it("Prisma's packages, generated clients and private members outside lib/db", () => {
    const found = prismaInternalsInLibDb(
      files(
        { path: "lib/inbox/a.ts", text: `import type { Prisma } from "@/lib/generated/sqlite/client";` },
        { path: "lib/x/b.ts", text: `import { PrismaPg } from "@prisma/adapter-pg";` },
        { path: "lib/x/c.ts", text: `const pg = (db as any)._activeProvider === "postgresql";` },
        { path: "app/d.ts", text: `const e = db["_engine"];` },
        {
          path: "lib/x/ok.ts",
          text: `const n = group._count._all; const d = schema._zod.def; const c = globalThis.__db;`,
        },
        {
          path: "lib/db/client.ts",
          text: `import { PrismaPg } from "@prisma/adapter-pg"; const p = db._activeProvider;`,
        },
      ),
    );
    expect(found).toEqual([
      "lib/inbox/a.ts:1 imports @/lib/generated/sqlite/client (only lib/db imports Prisma)",
      "lib/x/b.ts:1 imports @prisma/adapter-pg (only lib/db imports Prisma)",
      "lib/x/c.ts:1 reads _activeProvider (a private member: ask lib/db)",
      "app/d.ts:1 reads _engine (a private member: ask lib/db)",
    ]);
  });

  it("a page without requirePage", () => {
    const check = pagesRequirePage({ "app/(auth)/open/page.tsx": "test" });
    const found = check(
      files(
        { path: "app/(app)/a/page.tsx", text: `export default async function A() { return <p />; }` },
        { path: "app/(app)/b/page.tsx", text: `async function B() { return <p />; }\nexport default B;` },
        {
          path: "app/(app)/c/page.tsx",
          text: `export async function helper() { await requirePage("x"); }\nexport default async function C() { return null; }`,
        },
        {
          path: "app/(app)/ok/page.tsx",
          text: `export default async function Ok() { const user = await requirePage("lookup.use"); return <p>{user.id}</p>; }`,
        },
        {
          path: "app/(app)/ok2/page.tsx",
          text: `async function Ok2() { await requirePage("x"); return null; }\nexport default Ok2;`,
        },
        { path: "app/(auth)/open/page.tsx", text: `export default function Open() { return null; }` },
      ),
    );
    expect(found).toEqual([
      "app/(app)/a/page.tsx renders without requirePage(permission)",
      "app/(app)/b/page.tsx renders without requirePage(permission)",
      "app/(app)/c/page.tsx renders without requirePage(permission)",
    ]);
  });

  it("a route handler that bypasses withApi", () => {
    const found = routesThroughWithApi(
      files(
        { path: "app/api/a/route.ts", text: `export async function GET() { return Response.json({}); }` },
        {
          path: "app/api/b/route.ts",
          text: `const handler = withApi("x", () => new Response());\nexport { handler as POST };`,
        },
        { path: "app/api/c/route.ts", text: `export const PUT = async () => new Response();` },
        {
          path: "app/api/ok/route.ts",
          text: `export const dynamic = "force-dynamic";\nexport const GET = withApi("system.view", async () => new Response());\nexport const POST = withApi({ public: "why" }, () => new Response());`,
        },
      ),
    );
    expect(found).toEqual([
      "app/api/a/route.ts:1 GET is a function, not made with withApi",
      "app/api/b/route.ts:2 POST is re-exported, not made with withApi",
      "app/api/c/route.ts:1 PUT is not made with withApi",
    ]);
  });

  it("a server action not made with defineAction", () => {
    const check = actionsByDefineAction({ "lib/auth/actions.ts#signInAction": "test" });
    const found = check(
      files(
        {
          path: "lib/x/actions.ts",
          text: `"use server";\nexport async function doIt() {}\nexport const other = async () => {};\nexport const ok = defineAction({ name: "x.ok" });\nexport type T = string;`,
        },
        { path: "lib/y/actions.ts", text: `"use server";\nexport { something } from "./elsewhere";` },
        { path: "components/z.tsx", text: `async function inline() {\n  "use server";\n}` },
        { path: "lib/auth/actions.ts", text: `"use server";\nexport async function signInAction() {}` },
        { path: "lib/plain.ts", text: `export async function notAnAction() {}` },
      ),
    );
    expect(found).toEqual([
      "lib/x/actions.ts:2 doIt is not made with defineAction",
      "lib/x/actions.ts:3 other is not made with defineAction",
      'lib/y/actions.ts:2 re-exports from a "use server" file',
      'components/z.tsx:2 an inline "use server" function (use defineAction)',
    ]);
  });

  it("an audit() call outside lib/", () => {
    const found = auditInLib(
      files(
        {
          path: "app/api/x/route.ts",
          text: `export const GET = withApi("x", async () => {\n  await audit(tx, by, entry);\n});`,
        },
        { path: "components/y.tsx", text: `audit(db, {});` },
        { path: "lib/x/work.ts", text: `await audit(tx, by, entry);` },
        { path: "app/ok.ts", text: `auditDecisionView(db, id, by); logger.audit("x");` },
      ),
    );
    expect(found).toEqual([
      "app/api/x/route.ts:2 calls audit() outside lib/",
      "components/y.tsx:1 calls audit() outside lib/",
    ]);
  });
});
