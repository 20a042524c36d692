import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { revokeSession } from "./sessions";

// What Next.js gives a sign-in action and then every later request: its headers and the browser's cookie jar.
const request = vi.hoisted(() => ({
  headers: new Headers(),
  jar: new Map<string, { name: string; value: string }>(),
}));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: (name: string) => request.jar.get(name),
    getAll: () => [...request.jar.values()],
    set: (name: string, value: string) => {
      request.jar.set(name, { name, value });
    },
  }),
}));

const { signIn } = await import("./next-auth");
const { getCurrentUser } = await import("./current-user");

async function signInOver(proto: "https" | "http", email: string): Promise<void> {
  request.headers = new Headers({ host: "backoffice.example", "x-forwarded-proto": proto });
  request.jar.clear();
  await signIn("credentials", { email, password: TEST_PASSWORD, redirectTo: "/lookup" }).catch(
    (error: { digest?: string }) => {
      if (!error.digest?.startsWith("NEXT_REDIRECT")) throw error;
    },
  );
}

describe("the session next-auth's sign-in opens, as the app reads it back", () => {
  beforeEach(() => resetDb());

  for (const proto of ["https", "http"] as const) {
    it(`over ${proto}: is the signed-in user until the session is revoked`, async () => {
      const user = await makeUser(["agent"]);
      await signInOver(proto, user.email);
      expect(await getCurrentUser()).toMatchObject({ id: user.id, email: user.email, roles: ["agent"] });
      const { id } = await db().session.findFirstOrThrow({ where: { userId: user.id } });
      await revokeSession(db(), id);
      expect(await getCurrentUser()).toBeNull();
    });
  }

  it("finds nobody when the cookie came from the other scheme", async () => {
    const user = await makeUser(["agent"]);
    await signInOver("http", user.email);
    request.headers = new Headers({ host: "backoffice.example", "x-forwarded-proto": "https" });
    expect(await getCurrentUser()).toBeNull();
  });
});
