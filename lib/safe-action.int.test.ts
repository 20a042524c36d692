import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { audit } from "@/lib/audit/audit";
import { can, ROLES } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { ProviderUnauthorized } from "@/lib/provider/errors";
import { resetDb } from "@/test/db";
import { signInAs } from "@/test/signed-in";
import { signInAction } from "./auth/actions";
import { defineAction } from "./safe-action";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

const failing = defineAction({
  name: "test.provider_failure",
  permission: "account.self",
  input: z.object({}),
  run: async () => {
    throw new ProviderUnauthorized("history", 401, "invalid signature");
  },
});

describe("a provider failure inside an action", () => {
  beforeEach(() => resetDb());

  for (const role of ROLES) {
    const seesCause = can([role], "provider.failureCause");
    it(`${role}: gets the failure's code${seesCause ? " and its cause" : ", never its cause"}`, async () => {
      signInAs({ roles: [role] });
      const result = await failing(null, {});
      expect(result).toMatchObject({ ok: false, error: "provider_unauthorized" });
      const detail = result.ok ? undefined : result.detail;
      if (seesCause) expect(detail?.adminDetail).toContain("Check the configured client id");
      else expect(detail).not.toHaveProperty("adminDetail");
    });
  }
});

describe("a refused input", () => {
  beforeEach(() => resetDb());

  it("is answered by defineAction with each field's messages under its name, before any work", async () => {
    let ran = false;
    const action = defineAction({
      name: "test.refused_input",
      permission: "account.self",
      input: z
        .object({
          name: z
            .string()
            .max(3, { message: "too_long" })
            .regex(/^[a-z]*$/, { message: "lowercase" }),
          age: z.coerce.number().int({ message: "whole" }),
        })
        .refine((input) => input.age > 0, { message: "age_positive" }),
      run: async () => {
        ran = true;
      },
    });
    signInAs({ roles: ["agent"] });
    expect(await action(null, { name: "ABCD", age: "1.5" })).toEqual({
      ok: false,
      error: "invalid_input",
      fieldErrors: { name: ["too_long", "lowercase"], age: ["whole"] },
    });
    expect(await action(null, { name: "ab", age: "-1" })).toEqual({
      ok: false,
      error: "invalid_input",
      fieldErrors: { _form: ["age_positive"] },
    });
    expect(ran).toBe(false);
  });

  it("is answered by the sign-in action (not made with defineAction) the same way", async () => {
    const form = new FormData();
    form.set("email", "not an address");
    form.set("password", "");
    expect(await signInAction(null, form)).toEqual({
      ok: false,
      error: "invalid_input",
      fieldErrors: { email: ["email_invalid"], password: ["required"] },
    });
  });
});

describe("the request id of an action's audit entries", () => {
  beforeEach(async () => {
    await resetDb();
    request.headers = new Headers();
  });

  const audited = defineAction({
    name: "test.audited",
    permission: "account.self",
    input: z.object({}),
    run: async (_input, { user, db }) => {
      await audit(db, { user: user, ip: null }, { action: "account.update_preferences", outcome: "success" });
      return null;
    },
  });

  it.each([
    ["a space and markup", "forged id<script>"],
    ["10,000 characters", "x".repeat(10_000)],
    ["JSON", 'evil"},"admin":true'],
    ["signs outside the id characters", "id@with+signs="],
  ])("is never an id the client sent that proxy.ts could not have given (%s)", async (_what, forged) => {
    signInAs({ roles: ["agent"] });
    request.headers = new Headers({ "x-request-id": forged });
    expect(await audited(null, {})).toMatchObject({ ok: true });
    const event = await db().auditEvent.findFirstOrThrow({
      where: { action: "account.update_preferences" },
    });
    expect(event.requestId).not.toBe(forged);
    expect(event.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is the id proxy.ts gave the request", async () => {
    signInAs({ roles: ["agent"] });
    request.headers = new Headers({ "x-request-id": "3b241101-e2bb-4255-8caf-4136c566a962" });
    await audited(null, {});
    const event = await db().auditEvent.findFirstOrThrow({ where: { action: "account.update_preferences" } });
    expect(event.requestId).toBe("3b241101-e2bb-4255-8caf-4136c566a962");
  });
});
