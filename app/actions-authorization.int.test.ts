import { beforeEach, describe, expect, it, vi } from "vitest";
import { getCurrentUser } from "@/lib/auth/current-user";
import { can, ROLES, type Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";
import { describeAction } from "@/lib/safe-action";
import { resetDb } from "@/test/db";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, set: () => {} }),
}));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

// Actions that are not made by defineAction, each with the reason; every other export must be.
const NOT_DEFINED_ACTIONS: Record<string, string> = {
  signInAction: "public: it is how a visitor becomes a user",
  signOutAction: "needs no permission: it ends whatever session there is",
};

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

function userWith(roles: Role[]): SessionUser {
  return {
    id: "u-test",
    email: "t@example.test",
    name: "T",
    roles,
    locale: "en",
    timeZone: "Asia/Jakarta",
    sessionId: "s",
  };
}

describe("server action authorization", () => {
  beforeEach(() => resetDb());

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
      vi.mocked(getCurrentUser).mockResolvedValue(null);
      expect(await action.fn(null, {})).toEqual({ ok: false, error: "unauthenticated" });
    });
    for (const role of ROLES) {
      const allowed = can([role], meta.permission);
      it(`${meta.name}: ${allowed ? "lets" : "refuses"} ${role}`, async () => {
        vi.mocked(getCurrentUser).mockResolvedValue(userWith([role]));
        const result = (await action.fn(null, {})) as { ok: boolean; error?: string };
        if (allowed) expect(result.error).not.toBe("forbidden");
        else expect(result).toEqual({ ok: false, error: "forbidden" });
      });
    }
  }
});
