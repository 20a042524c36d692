import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { makeUser, resetDb, TEST_PASSWORD } from "@/test/db";

// The app behind one TLS-terminating proxy.
process.env.TRUST_PROXY = "true";
process.env.TRUSTED_PROXY_HOPS = "1";

interface StoredCookie {
  name: string;
  value: string;
  options: { secure?: boolean; httpOnly?: boolean; maxAge?: number; expires?: Date };
}

// What Next.js gives a server action: the request's headers and a cookie jar that answers with Set-Cookie.
const request = vi.hoisted(() => ({
  headers: new Headers(),
  jar: new Map<string, StoredCookie>(),
}));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: (name: string) => request.jar.get(name),
    set: (name: string, value: string, options: StoredCookie["options"] = {}) => {
      request.jar.set(name, { name, value, options });
    },
  }),
}));

const { handlers, signIn } = await import("./next-auth");

function browser(proto: "https" | "http", forwardedFor = "198.51.100.7, 203.0.113.10") {
  request.headers = new Headers({
    host: "backoffice.example",
    "x-forwarded-proto": proto,
    "x-forwarded-for": forwardedFor,
  });
  request.jar.clear();
}

/** Signs in the way the sign-in form's action does; answers where the browser is sent. */
async function signInAs(email: string, password: string, redirectTo = "/lookup"): Promise<string> {
  try {
    await signIn("credentials", { email, password, redirectTo });
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT")) return digest.split(";")[2] ?? "";
    throw error;
  }
  throw new Error("signIn did not redirect");
}

const cookieHeader = () => [...request.jar.values()].map((c) => `${c.name}=${c.value}`).join("; ");

describe("next-auth, as configured", () => {
  beforeEach(() => resetDb());

  it("behind TLS, sets the session cookie Secure with the __Secure- prefix and the device cookie as __Host-", async () => {
    const user = await makeUser();
    browser("https");
    expect(await signInAs(user.email, TEST_PASSWORD)).toBe("https://backoffice.example/lookup");
    const session = request.jar.get("__Secure-authjs.session-token");
    expect(session?.options).toMatchObject({ secure: true, httpOnly: true });
    expect(request.jar.has("authjs.session-token")).toBe(false);
    expect(request.jar.get("__Host-pbo.device")?.options).toMatchObject({ secure: true, httpOnly: true });
  });

  it("over plain HTTP, sets cookies a browser keeps there, without the prefixes", async () => {
    const user = await makeUser();
    browser("http");
    await signInAs(user.email, TEST_PASSWORD);
    expect(request.jar.get("authjs.session-token")?.options.secure).toBeFalsy();
    expect(request.jar.has("pbo.device")).toBe(true);
  });

  it("audits the address our proxy wrote, not the one the client forged", async () => {
    const user = await makeUser();
    browser("https", "6.6.6.6, 203.0.113.10");
    await signInAs(user.email, TEST_PASSWORD);
    const event = await db().auditEvent.findFirstOrThrow({ where: { action: "auth.sign_in" } });
    expect(event).toMatchObject({ outcome: "success", ip: "203.0.113.10" });
  });

  it("never sends the browser to another site after sign-in", async () => {
    const user = await makeUser();
    browser("https");
    expect(await signInAs(user.email, TEST_PASSWORD, "/.//evil.example")).toBe("https://backoffice.example/");
    expect(await signInAs(user.email, TEST_PASSWORD, "https://evil.example/x")).toBe(
      "https://backoffice.example/",
    );
  });

  it("lets the browser that signed in before through while strangers are slowed down", async () => {
    const user = await makeUser();
    browser("http", "");
    await signInAs(user.email, TEST_PASSWORD);
    const remembered = request.jar.get("pbo.device");
    for (let i = 0; i < 12; i += 1) {
      browser("http", "");
      await expect(signInAs(user.email, `guess ${i}`)).rejects.toThrow();
    }
    browser("http", "");
    await expect(signInAs(user.email, TEST_PASSWORD)).rejects.toMatchObject({
      code: expect.stringMatching(/^throttled_\d+$/),
    });
    browser("http", "");
    if (remembered) request.jar.set(remembered.name, remembered);
    expect(await signInAs(user.email, TEST_PASSWORD)).toBe("http://backoffice.example/lookup");
  });

  it("never hands the database session id to page scripts through /api/auth/session", async () => {
    const user = await makeUser();
    browser("https");
    await signInAs(user.email, TEST_PASSWORD);
    const { id: sessionId } = await db().session.findFirstOrThrow({ where: { userId: user.id } });
    const response = await handlers.GET(
      new NextRequest("https://backoffice.example/api/auth/session", { headers: { cookie: cookieHeader() } }),
    );
    const text = await response.text();
    const session = JSON.parse(text) as Record<string, unknown>;
    // Signed in: next-auth answers who it is, and only that.
    expect(session).toMatchObject({ user: { email: user.email } });
    expect(session).not.toHaveProperty("sid");
    expect(text).not.toContain(sessionId);
  });

  it("ends the session in the database when next-auth's own /api/auth/signout is used", async () => {
    const user = await makeUser();
    browser("https");
    await signInAs(user.email, TEST_PASSWORD);
    const base = "https://backoffice.example/api/auth";
    const csrf = await handlers.GET(new NextRequest(`${base}/csrf`, { headers: { cookie: cookieHeader() } }));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = /(__Host-authjs\.csrf-token=[^;]+)/.exec(csrf.headers.get("set-cookie") ?? "")?.[1];
    const response = await handlers.POST(
      new NextRequest(`${base}/signout`, {
        method: "POST",
        headers: {
          cookie: `${cookieHeader()}; ${csrfCookie}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/.//evil.example" }),
      }),
    );
    expect(response.headers.get("location")).toBe("https://backoffice.example/");
    const session = await db().session.findFirstOrThrow({ where: { userId: user.id } });
    expect(session.revokedAt).not.toBeNull();
    const signOuts = await db().auditEvent.findMany({ where: { action: "auth.sign_out" } });
    expect(signOuts).toMatchObject([{ actorId: user.id, outcome: "success", ip: "203.0.113.10" }]);
  });
});
