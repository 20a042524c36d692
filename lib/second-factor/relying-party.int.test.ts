import { beforeEach, describe, expect, it, vi } from "vitest";
import { passkeySignInOptionsAction } from "@/lib/auth/actions";
import { createSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { signInAs } from "@/test/signed-in";
import { passkeyRegistrationOptionsAction } from "./actions";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
// What an attacker sends: another site as the origin and the host the app was reached by.
vi.mock("next/headers", () => ({
  headers: async () =>
    new Headers({
      origin: "https://evil.example",
      host: "evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    }),
}));

process.env.AUTH_URL = "https://office.example.test";

describe("the relying party of passkeys", () => {
  beforeEach(() => resetDb());

  it("is the app's configured address whatever Origin and X-Forwarded-Host a request carries", async () => {
    const user = await makeUser(["agent"]);
    // Signed in with the password a moment ago, so a new passkey needs no step-up first.
    const policy = { idleMs: 30 * 60_000, maxMs: 3_600_000 };
    const session = await createSession(db(), user.id, policy, new Date(), false, { password: true });
    signInAs({ id: user.id, email: user.email, roles: ["agent"], sessionId: session.id });
    const registration = await passkeyRegistrationOptionsAction(null, {});
    expect(registration).toMatchObject({
      ok: true,
      data: { options: { rp: { id: "office.example.test" } } },
    });
    const signIn = await passkeySignInOptionsAction();
    expect(signIn).toMatchObject({ ok: true, data: { options: { rpId: "office.example.test" } } });
  });
});
