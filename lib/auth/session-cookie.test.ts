import { encode } from "next-auth/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionCookie, sessionCookieName, sessionIdFromCookies } from "./session-cookie";

const SECRET = "unit-test-secret-unit-test-secret-0123456789";
const SECURE = "__Secure-authjs.session-token";
const PLAIN = "authjs.session-token";

const tokenFor = (sid: string, salt: string, options: { secret?: string; maxAge?: number } = {}) =>
  encode({ token: { sid }, secret: options.secret ?? SECRET, salt, maxAge: options.maxAge });

describe("sessionCookieName", () => {
  const forwarded = (proto?: string) => new Headers(proto ? { "x-forwarded-proto": proto } : {});

  it("is next-auth's secure cookie on an https address, and when nothing says which", () => {
    expect(sessionCookieName(forwarded("https"), {})).toBe(SECURE);
    expect(sessionCookieName(forwarded(), {})).toBe(SECURE);
  });

  it("is the plain cookie on an http address", () => {
    expect(sessionCookieName(forwarded("http"), {})).toBe(PLAIN);
  });

  it("follows AUTH_URL (then NEXTAUTH_URL) over the request's header, as next-auth does", () => {
    expect(sessionCookieName(forwarded("http"), { AUTH_URL: "https://ops.example.test" })).toBe(SECURE);
    expect(sessionCookieName(forwarded("https"), { NEXTAUTH_URL: "http://127.0.0.1:3000" })).toBe(PLAIN);
  });
});

describe("sessionIdFromCookies", () => {
  it("reads the session id next-auth put in its cookie", async () => {
    const cookies = [
      { name: "theme", value: "dark" },
      { name: SECURE, value: await tokenFor("s-1", SECURE) },
    ];
    expect(await sessionIdFromCookies(cookies, SECURE, SECRET)).toBe("s-1");
  });

  it("joins a cookie next-auth split into chunks, in their order", async () => {
    const token = await tokenFor("s-2", PLAIN);
    const cut = Math.floor(token.length / 2);
    const cookies = [
      { name: `${PLAIN}.1`, value: token.slice(cut) },
      { name: `${PLAIN}.0`, value: token.slice(0, cut) },
    ];
    expect(await sessionIdFromCookies(cookies, PLAIN, SECRET)).toBe("s-2");
  });

  it("finds no session without the cookie, or with only the cookie of the other name", async () => {
    expect(await sessionIdFromCookies([], SECURE, SECRET)).toBeNull();
    const plain = [{ name: PLAIN, value: await tokenFor("s-3", PLAIN) }];
    expect(await sessionIdFromCookies(plain, SECURE, SECRET)).toBeNull();
  });

  it("refuses a cookie sealed with another secret, for another name, expired, or altered", async () => {
    const cases = [
      await tokenFor("s-4", SECURE, { secret: "another-secret-another-secret-0123456789" }),
      await tokenFor("s-4", PLAIN),
      await tokenFor("s-4", SECURE, { maxAge: -60 }),
      `${(await tokenFor("s-4", SECURE)).slice(0, -4)}AAAA`,
    ];
    for (const value of cases) {
      expect(await sessionIdFromCookies([{ name: SECURE, value }], SECURE, SECRET)).toBeNull();
    }
  });

  it("finds no session in a valid cookie that carries no session id", async () => {
    const value = await encode({ token: { sub: "u-1" }, secret: SECRET, salt: SECURE });
    expect(await sessionIdFromCookies([{ name: SECURE, value }], SECURE, SECRET)).toBeNull();
  });

  describe("a cookie read before", () => {
    afterEach(() => vi.useRealTimers());

    it("answers the same again, and nothing once it has expired", async () => {
      const cookies = [{ name: SECURE, value: await tokenFor("s-5", SECURE, { maxAge: 60 }) }];
      expect(await sessionIdFromCookies(cookies, SECURE, SECRET)).toBe("s-5");
      expect(await sessionIdFromCookies(cookies, SECURE, SECRET)).toBe("s-5");
      vi.useFakeTimers({ now: Date.now() + 2 * 60_000 });
      expect(await sessionIdFromCookies(cookies, SECURE, SECRET)).toBeNull();
    });

    it("is not taken for the same text under another secret or name", async () => {
      const value = await tokenFor("s-6", SECURE);
      expect(await sessionIdFromCookies([{ name: SECURE, value }], SECURE, SECRET)).toBe("s-6");
      const other = "another-secret-another-secret-0123456789";
      expect(await sessionIdFromCookies([{ name: SECURE, value }], SECURE, other)).toBeNull();
      expect(await sessionIdFromCookies([{ name: PLAIN, value }], PLAIN, SECRET)).toBeNull();
    });
  });
});

const USER = { id: "u1", email: "reviewer@example.com", name: "Reviewer" };

describe("the cookie of a replaced session", () => {
  it("is read back as the new session's id, under its own cookie name only", async () => {
    for (const name of [PLAIN, SECURE]) {
      const { value, options } = await sessionCookie(SECRET, name, USER, "new-session-id", 3600);
      expect(options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 3600 });
      expect(options.secure).toBe(name.startsWith("__Secure-"));
      expect(value).not.toContain("new-session-id");
      expect(await sessionIdFromCookies([{ name, value }], name, SECRET)).toBe("new-session-id");
    }
    const { value } = await sessionCookie(SECRET, PLAIN, USER, "sid-2", 3600);
    expect(await sessionIdFromCookies([{ name: "x", value }], SECURE, SECRET)).toBeNull();
    expect(
      await sessionIdFromCookies([{ name: PLAIN, value }], PLAIN, "another-secret-0123456789-abcdefghij"),
    ).toBeNull();
  });
});
