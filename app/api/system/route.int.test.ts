import { beforeEach, describe, expect, it, vi } from "vitest";
import { getCurrentUser } from "@/lib/auth/current-user";
import { can, ROLES, type Role } from "@/lib/auth/roles";
import type { SystemOverview } from "@/lib/system/overview-types";
import { makeUser, resetDb } from "@/test/db";
import { signInAs } from "@/test/signed-in";
import { GET } from "./route";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));

async function signedInAs(roles: Role[]) {
  const user = await makeUser(roles);
  signInAs({ id: user.id, email: user.email, name: user.name, roles });
}

describe("GET /api/system", () => {
  beforeEach(() => resetDb());

  it("answers 401 to a visitor", async () => {
    vi.mocked(getCurrentUser).mockResolvedValue(null);
    const response = await GET(new Request("http://app.test/api/system"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthenticated" });
  });

  for (const role of ROLES) {
    const allowed = can([role], "system.view");
    it(`${role}: ${allowed ? "reads the System page's figures" : "is refused"}`, async () => {
      await signedInAs([role]);
      const response = await GET(new Request("http://app.test/api/system"));
      expect(response.status).toBe(allowed ? 200 : 403);
      if (!allowed) {
        expect(await response.json()).toEqual({ error: "forbidden" });
        return;
      }
      expect(response.headers.get("cache-control")).toBe("no-store");
      const overview = (await response.json()) as SystemOverview;
      expect(Object.keys(overview).sort()).toEqual([
        "callbacks",
        "database",
        "generatedAt",
        "provider",
        "workers",
      ]);
      expect(overview.provider.operations.map((o) => o.operation)).toEqual([
        "token",
        "transaction-status",
        "history",
      ]);
      expect(overview.callbacks.hours).toHaveLength(24);
    });
  }
});
