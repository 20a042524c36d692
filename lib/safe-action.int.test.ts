import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { can, ROLES } from "@/lib/auth/roles";
import { ProviderUnauthorized } from "@/lib/provider/errors";
import { resetDb } from "@/test/db";
import { signInAs } from "@/test/signed-in";
import { defineAction } from "./safe-action";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

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
