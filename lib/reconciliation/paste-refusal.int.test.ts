import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { signInAs } from "@/test/signed-in";
import { pasteRunAction } from "./actions";
import { PASTE_REFUSALS_NAMED } from "./start-run";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

async function agent() {
  const user = await makeUser(["agent"]);
  signInAs({ id: user.id, email: user.email, name: user.name, roles: ["agent"], locale: "en" });
}

describe("a paste refused for some of its identifiers", () => {
  beforeEach(() => resetDb());

  it("names each refused identifier with its line, its place and why, and starts nothing", async () => {
    await agent();
    const long = `ord-${"9".repeat(140)}`;
    const result = await pasteRunAction(null, {
      text: `ord-0000-00000001, ord-0000-00000002\n\nord\u200B-0000-00000003\nord-0000-00000001 ${long}`,
    });
    expect(result).toEqual({
      ok: false,
      error: "reconcile_paste_invalid",
      detail: {
        refusedItems: [
          // The invisible character is shown by its code point, where it is.
          { position: 3, line: 3, excerpt: "ord⟨U+200B⟩-0000-00000003", code: "identifier_spaces" },
          { position: 5, line: 4, excerpt: `ord-${"9".repeat(35)}…`, code: "identifier_too_long" },
        ],
        refusedCount: 2,
      },
    });
    // The repeat on line 4 is no refusal: it would be a duplicate row of a run that was not started.
    expect(await db().reconcileRun.count()).toBe(0);
  });

  it("names the first of many and counts them all", async () => {
    await agent();
    const bad = Array.from({ length: PASTE_REFUSALS_NAMED + 5 }, (_, i) => `x${i}\u0007y`);
    const result = await pasteRunAction(null, { text: ["ord-0000-00000001", ...bad].join("\n") });
    const detail = result.ok ? undefined : result.detail;
    expect(detail?.refusedCount).toBe(PASTE_REFUSALS_NAMED + 5);
    expect(detail?.refusedItems).toHaveLength(PASTE_REFUSALS_NAMED);
    expect(detail?.refusedItems?.[0]).toMatchObject({ position: 2, line: 2, excerpt: "x0⟨U+0007⟩y" });
  });
});
