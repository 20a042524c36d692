import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionStage } from "@/lib/auth/guard";
import { ACTIONS_WITHOUT_DEFINE_ACTION } from "@/lib/auth/public-actions";
import { can, ROLES, type Role } from "@/lib/auth/roles";
import { createSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { describeAction } from "@/lib/safe-action";
import { saveConfirmedTotp } from "@/lib/second-factor/totp-factor";
import { makeUser, resetDb } from "@/test/db";

// Real sessions in the database, with second factors on: the session id travels in next-auth's encrypted
// cookie as a browser would send it, and everything after it (the session's state, the user's factors, the
// policy) is the app's own.
const SESSION_COOKIE = "__Secure-authjs.session-token"; // no X-Forwarded-Proto: next-auth's https default
const jar: { sessionToken?: string } = {};
vi.mock("@/lib/auth/next-auth", () => ({ signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: () => undefined,
    getAll: () => (jar.sessionToken ? [{ name: SESSION_COOKIE, value: jar.sessionToken }] : []),
    set: () => {},
  }),
}));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

// Actions that are not made by defineAction (lib/auth/public-actions.ts says why); every other export must be.
const NOT_DEFINED_ACTIONS = ACTIONS_WITHOUT_DEFINE_ACTION;

const modules = import.meta.glob<Record<string, unknown>>(["/lib/**/actions.ts"], {
  eager: true,
});
const actions = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name]) => !(name in NOT_DEFINED_ACTIONS))
    .map(([name, fn]) => ({
      file,
      name,
      fn: fn as (p: null, input: Record<string, unknown>) => Promise<unknown>,
    })),
);

const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/**
 * Signs in a user with `role`: `complete`, with their authenticator app and the second step done; `verify`,
 * the password checked and the app's code still to come; `password`, the app's code given but the password
 * one an admin issued; `enroll`, the password checked and no factor yet.
 */
async function signInAs(role: Role, stage: SessionStage): Promise<void> {
  const user = await makeUser([role]);
  if (stage !== "enroll") await saveConfirmedTotp(db(), user.id, SECRET);
  if (stage === "password")
    await db().user.update({ where: { id: user.id }, data: { passwordMustChange: true } });
  // After the user's creation: a session older than the password is void.
  const session = await createSession(
    db(),
    user.id,
    policy,
    new Date(Date.now() + 1000),
    stage === "verify" || stage === "enroll",
  );
  jar.sessionToken = await encode({
    token: { sid: session.id },
    secret: env().AUTH_SECRET,
    salt: SESSION_COOKIE,
  });
}

const STAGES: readonly SessionStage[] = ["complete", "verify", "password", "enroll"];

describe("server action authorization", () => {
  beforeEach(async () => {
    jar.sessionToken = undefined;
    await resetDb();
  });

  it("finds the app's actions", () => {
    expect(actions.length).toBeGreaterThanOrEqual(6);
  });

  it.each(actions.map((a) => [`${a.file} ${a.name}`, a] as const))(
    "%s is made by defineAction",
    (_, action) => {
      expect(describeAction(action.fn), `${action.name} must be made by defineAction`).toBeDefined();
    },
  );

  for (const action of actions) {
    const meta = describeAction(action.fn);
    if (!meta) continue;
    it(`${meta.name}: refuses a visitor without a session`, async () => {
      expect(await action.fn(null, {})).toEqual({ ok: false, error: "unauthenticated" });
    });
    for (const stage of STAGES) {
      for (const role of ROLES) {
        const served = meta.stages.includes(stage);
        const allowed = served && can([role], meta.permission);
        const verdict = allowed ? "lets" : "refuses";
        it(`${meta.name}: ${verdict} ${role} (session ${stage})`, async () => {
          await signInAs(role, stage);
          const result = (await action.fn(null, {})) as { ok: boolean; error?: string };
          if (allowed) expect(["forbidden", "unauthenticated"]).not.toContain(result.error);
          else if (!served) expect(result).toEqual({ ok: false, error: "unauthenticated" });
          else expect(result).toEqual({ ok: false, error: "forbidden" });
        });
      }
    }
  }

  it("serves sessions at a step of signing in only with the actions of that step", () => {
    const stepActions = actions.flatMap((action) => {
      const meta = describeAction(action.fn);
      return meta?.stages.some((stage) => stage !== "complete") ? [[meta.name, meta.stages]] : [];
    });
    expect(Object.fromEntries(stepActions)).toEqual({
      "secondFactor.verify": ["verify"],
      "secondFactor.startTotp": ["complete", "enroll"],
      "secondFactor.confirmTotp": ["complete", "enroll"],
      "secondFactor.passkeyVerifyOptions": ["verify"],
      "secondFactor.verifyPasskey": ["verify"],
      "secondFactor.passkeyRegistrationOptions": ["complete", "enroll"],
      "secondFactor.addPasskey": ["complete", "enroll"],
      "account.choosePassword": ["password"],
      "secondFactor.stepUp": ["complete", "enroll"],
    });
  });
});
