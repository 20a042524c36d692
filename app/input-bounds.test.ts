import type { NextConfig } from "next";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { MAX_CALLBACK_PATH_LENGTH } from "@/lib/auth/callback-path";
import { signInSchema } from "@/lib/auth/schemas";
import { exportIdSchema } from "@/lib/exports/schemas";
import { ACTION_BODY_LIMIT_BYTES, SIGN_IN_BODY_LIMIT_BYTES } from "@/lib/http/body-limits";
import { decisionIdSchema, inboxFilterSchema } from "@/lib/inbox/schemas";
import { upgradeNotificationSchema } from "@/lib/provider/schemas/upgrade-notification";
import { runExportQuerySchema } from "@/lib/reconciliation/schemas";
import { describeAction } from "@/lib/safe-action";
import { provePasskeySchema } from "@/lib/second-factor/schemas";
import { ssoRefusedQuerySchema, ssoStartQuerySchema } from "@/lib/sso/schemas";
import { largestFiles, longestInput, unboundedInputs } from "@/test/input-bounds";

vi.mock("next/headers", () => ({ headers: async () => new Headers(), cookies: async () => ({}) }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ signIn: vi.fn(), signOut: vi.fn(), handlers: {} }));
// next-auth imports "next/server" without an extension, which only a bundler resolves: its errors suffice.
vi.mock("next-auth", () => ({
  AuthError: class extends Error {},
  CredentialsSignin: class extends Error {},
}));

// The actions defineAction does not make parse their input themselves (lib/auth/actions.ts), with these; the
// `callbackUrl` both take goes to safeCallbackPath, which refuses one over MAX_CALLBACK_PATH_LENGTH first.
const OWN_PARSING: Record<string, z.core.$ZodType | null> = {
  signInAction: signInSchema,
  signOutAction: null, // takes nothing
  passkeySignInOptionsAction: null, // takes nothing
  // Handed to next-auth's passkey provider, which parses it (lib/auth/passkey-provider.ts).
  passkeySignInAction: provePasskeySchema,
};

const actionModules = import.meta.glob<Record<string, unknown>>(["/lib/**/actions.ts"], { eager: true });
const actions = Object.entries(actionModules).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, fn]) => ({ file, name, fn })),
);

// What each route handler reads from the request, as the schemas it parses it with. A new route.ts fails the
// test below until it is listed here.
const ROUTE_INPUTS: Record<string, readonly z.core.$ZodType[]> = {
  // next-auth's own parameters (its CSRF token, the OIDC code and state) are next-auth's; ours are these.
  "/app/api/auth/[...nextauth]/route.ts": [signInSchema, provePasskeySchema],
  "/app/api/exports/[id]/download/route.ts": [exportIdSchema],
  "/app/api/exports/route.ts": [],
  "/app/api/health/live/route.ts": [],
  "/app/api/health/ready/route.ts": [],
  "/app/api/health/route.ts": [],
  "/app/api/inbox/export/route.ts": [inboxFilterSchema],
  // Besides the decision's id, its kind: looked up among the two kinds (isIdentityImageKind).
  "/app/api/inbox/images/[id]/[kind]/route.ts": [decisionIdSchema],
  "/app/api/inbox/latest/route.ts": [],
  // Only the Authorization header, which Node.js bounds with every header (16 KiB).
  "/app/api/metrics/route.ts": [],
  "/app/api/reconcile/[id]/export/route.ts": [runExportQuerySchema],
  "/app/api/sso/refused/route.ts": [ssoRefusedQuerySchema],
  "/app/api/sso/start/route.ts": [ssoStartQuerySchema],
  "/app/api/system/route.ts": [],
  // The provider's callback: the token is checked first, then the body is read under MAX_CALLBACK_BODY_BYTES
  // and parsed with the wire schema (lib/callbacks/parse.ts).
  "/app/v1.0/snap/account/upgrade/notify/route.ts": [upgradeNotificationSchema],
};
// The provider's fields the contract does not name are kept as received for the record, never read: the body
// as a whole is bounded (MAX_CALLBACK_BODY_BYTES) before it is parsed.
const KEPT_AS_RECEIVED = [
  "#0.*: unknown, whose length nothing bounds",
  "#0.additionalInfo.*: unknown, whose length nothing bounds",
];
const routeFiles = Object.keys(import.meta.glob(["/app/**/route.ts"]));

describe("every string from outside has a maximum length checked before other work", () => {
  it("finds the actions", () => {
    expect(actions.length).toBeGreaterThan(30);
  });

  for (const { file, name, fn } of actions) {
    it(`${file}: ${name}`, () => {
      const own = OWN_PARSING[name];
      if (own === null) return;
      const schema = own ?? describeAction(fn)?.input;
      expect(schema, `${name} is neither made by defineAction nor listed with its schema`).toBeDefined();
      expect(unboundedInputs(schema as z.core.$ZodType, name)).toEqual([]);
    });
  }

  it("lists every route handler with what it reads", () => {
    expect(routeFiles.sort()).toEqual(Object.keys(ROUTE_INPUTS).sort());
  });

  for (const [file, schemas] of Object.entries(ROUTE_INPUTS)) {
    if (schemas.length === 0) continue;
    it(file, () => {
      const unbounded = schemas.flatMap((schema, index) => unboundedInputs(schema, `#${index}`));
      expect(unbounded.filter((entry) => !KEPT_AS_RECEIVED.includes(entry))).toEqual([]);
    });
  }
});

// What a body carries besides the input's characters: multipart boundaries and headers, the action's id and
// React's encoding of the arguments.
const ENVELOPE_BYTES = 4 * 1024;
// UTF-8 takes at most three bytes for a character of the Basic Multilingual Plane, and JSON two for a quote.
const BYTES_PER_CHARACTER = 3;

describe("the body size limit of server actions", () => {
  const needs = actions.flatMap(({ name, fn }) => {
    const own = OWN_PARSING[name];
    if (own === null) return [];
    const schema = own ?? describeAction(fn)?.input;
    if (!schema) return [];
    const callbackUrl = own ? MAX_CALLBACK_PATH_LENGTH : 0;
    const characters = longestInput(schema as z.core.$ZodType) + callbackUrl;
    const files = largestFiles(schema as z.core.$ZodType);
    return [{ name, bytes: characters * BYTES_PER_CHARACTER + files + ENVELOPE_BYTES }];
  });
  const largest = needs.reduce((a, b) => (b.bytes > a.bytes ? b : a));

  it("is what Next.js is configured with", async () => {
    // A path in a variable: next.config.mjs has no types of its own.
    const file = "../next.config.mjs";
    const { default: nextConfig } = (await import(/* @vite-ignore */ file)) as { default: NextConfig };
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(ACTION_BODY_LIMIT_BYTES);
  });

  it("takes the largest input any action accepts, and not twice that", () => {
    // A manager's ledger, previewed or started: up to LEDGER_MAX_BYTES (20 MiB) with its column mapping.
    expect(["previewLedgerAction", "startLedgerRunAction"]).toContain(largest.name);
    for (const need of needs) expect(need.bytes, need.name).toBeLessThanOrEqual(ACTION_BODY_LIMIT_BYTES);
    expect(ACTION_BODY_LIMIT_BYTES).toBeLessThan(2 * largest.bytes);
  });

  it("of next-auth's sign-in route is its own: the largest sign-in input, and not twice that", () => {
    const signIn = needs.filter((need) => need.name in OWN_PARSING);
    const largestSignIn = signIn.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    expect(largestSignIn.name).toBe("passkeySignInAction");
    for (const need of signIn) expect(need.bytes, need.name).toBeLessThanOrEqual(SIGN_IN_BODY_LIMIT_BYTES);
    expect(SIGN_IN_BODY_LIMIT_BYTES).toBeLessThan(2 * largestSignIn.bytes);
  });
});

describe("unboundedInputs", () => {
  const found = (schema: z.ZodType) => unboundedInputs(schema, "x");

  it("accepts strings bounded first, trimmed or not, and formats whose pattern bounds them", () => {
    expect(found(z.object({ a: z.string().max(5), b: z.string().trim().min(1).max(5) }))).toEqual([]);
    expect(found(z.string().trim().max(5).pipe(z.email()))).toEqual([]);
    expect(found(z.uuid())).toEqual([]);
    expect(found(z.iso.date())).toEqual([]);
    expect(found(z.string().max(5, { abort: true }).regex(/^a+$/))).toEqual([]);
  });

  it("finds a string with no maximum, or one checked by a pattern first", () => {
    expect(found(z.object({ a: z.string() }))).toEqual(["x.a: string, no maximum length"]);
    expect(found(z.email())).toEqual(["x: string, a email check runs before any maximum length"]);
    expect(found(z.string().trim().pipe(z.url()))).toEqual(["x: string, no maximum length"]);
  });

  it("finds a maximum after which zod still runs checks on the longer string", () => {
    expect(found(z.string().max(5).regex(/^a+$/))).toHaveLength(1);
    expect(found(z.object({ a: z.string().max(5) }).refine(() => true))).toHaveLength(1);
  });

  it("looks inside arrays, records, unions, optionals and preprocessing", () => {
    expect(found(z.array(z.string().max(5)))).toEqual(["x: array with no maximum length"]);
    expect(found(z.record(z.string(), z.number()))).toEqual(["x<key>: string, no maximum length"]);
    expect(
      found(
        z
          .union([z.literal(1), z.string()])
          .optional()
          .default(1),
      ),
    ).toEqual(["x|1: string, no maximum length"]);
    expect(found(z.preprocess((value) => value, z.array(z.string()).max(2)))).toEqual([
      "x[]: string, no maximum length",
    ]);
  });
});
