import "server-only";
import { cookies, headers } from "next/headers";
import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

// next-auth's session cookie, which carries only the session id: its name, reading it on every request, and
// writing it where the app replaces a session (the rest next-auth writes itself).

const COOKIE = "authjs.session-token";

/**
 * The name of next-auth's session cookie for this request, decided as next-auth decides it: `__Secure-` when
 * the app's address is https (AUTH_URL, else X-Forwarded-Proto, which Next.js sets; https when neither says).
 */
export function sessionCookieName(
  headers: Pick<Headers, "get">,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const configured = env.AUTH_URL ?? env.NEXTAUTH_URL;
  const protocol = configured
    ? new URL(configured).protocol
    : `${(headers.get("x-forwarded-proto") ?? "https").replace(/:$/, "")}:`;
  return protocol === "https:" ? `__Secure-${COOKIE}` : COOKIE;
}

/** The cookie's value, joined again when next-auth had to split it (`name.0`, `name.1`, …). */
function cookieValue(cookies: readonly { name: string; value: string }[], name: string): string {
  const chunkOf = (cookieName: string): number | null => {
    if (cookieName === name) return 0;
    const suffix = cookieName.startsWith(`${name}.`) ? cookieName.slice(name.length + 1) : "";
    return /^\d+$/.test(suffix) ? Number(suffix) : null;
  };
  return cookies
    .flatMap((cookie) => {
      const chunk = chunkOf(cookie.name);
      return chunk === null ? [] : [{ chunk, value: cookie.value }];
    })
    .sort((a, b) => a.chunk - b.chunk)
    .map((part) => part.value)
    .join("");
}

// Decrypting the cookie (a key derived with HKDF, then AES and HMAC) is most of what reading it costs, and a
// browser sends the same cookie on every request: a cookie read once is known again by its exact text until it
// expires. Whether its session is still valid is asked of the database every time all the same.
const READ_COOKIES_KEPT = 1_000;
const readCookies = new Map<string, { sid: string | null; expiresAt: number }>();

function remember(key: string, sid: string | null, exp: unknown): void {
  if (typeof exp !== "number") return;
  if (readCookies.size >= READ_COOKIES_KEPT) {
    const oldest = readCookies.keys().next();
    if (!oldest.done) readCookies.delete(oldest.value);
  }
  readCookies.set(key, { sid, expiresAt: exp * 1000 });
}

/** The session id next-auth's cookie carries on this request (signed in through next-auth, read here). */
export async function requestSessionId(): Promise<string | null> {
  const [requestHeaders, jar] = await Promise.all([headers(), cookies()]);
  return sessionIdFromCookies(
    jar.getAll(),
    sessionCookieName(requestHeaders, process.env),
    env().AUTH_SECRET,
  );
}

/**
 * The session id next-auth's cookie carries, or null. What `auth()` answers, without building next-auth's
 * whole configuration, a CSRF token and a renewed cookie on every request (a server component or action
 * cannot set that cookie anyway): the cookie is decrypted with the same secret and salt, its expiry checked.
 */
export async function sessionIdFromCookies(
  cookies: readonly { name: string; value: string }[],
  cookieName: string,
  secret: string,
): Promise<string | null> {
  const token = cookieValue(cookies, cookieName);
  if (!token) return null;
  const key = `${secret}\n${cookieName}\n${token}`;
  const known = readCookies.get(key);
  if (known && known.expiresAt > Date.now()) return known.sid;
  readCookies.delete(key);
  try {
    const payload = await decode({ token, secret, salt: cookieName });
    const sid = typeof payload?.sid === "string" ? payload.sid : null;
    remember(key, sid, payload?.exp);
    return sid;
  } catch (error) {
    // Expired, written under another secret, or tampered with: no session, as next-auth would answer.
    log.warn("session_cookie_rejected", { error });
    return null;
  }
}

interface SessionCookieOptions {
  httpOnly: true;
  sameSite: "lax";
  path: "/";
  secure: boolean;
  maxAge: number;
}

/**
 * next-auth's session cookie for a session the app replaced (replaceAtFactorStep): the same encrypted token
 * next-auth writes at sign-in, with the same secret, salt (the cookie's name) and lifetime, so next-auth's own
 * routes and `sessionIdFromCookies` read it as theirs.
 */
export async function sessionCookie(
  secret: string,
  cookieName: string,
  user: { id: string; email: string; name: string },
  sessionId: string,
  maxAgeSeconds: number,
): Promise<{ value: string; options: SessionCookieOptions }> {
  const value = await encode({
    token: { sub: user.id, email: user.email, name: user.name, sid: sessionId },
    secret,
    salt: cookieName,
    maxAge: maxAgeSeconds,
  });
  return {
    value,
    options: {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: cookieName.startsWith("__Secure-"),
      maxAge: maxAgeSeconds,
    },
  };
}

/** Gives this request's browser the cookie of the session that replaced its own (replaceAtFactorStep). */
export async function carryReplacedSession(
  user: { id: string; email: string; name: string },
  sessionId: string,
): Promise<void> {
  const { AUTH_SECRET, SESSION_MAX_HOURS } = env();
  const name = sessionCookieName(await headers(), process.env);
  const { value, options } = await sessionCookie(
    AUTH_SECRET,
    name,
    user,
    sessionId,
    SESSION_MAX_HOURS * 3600,
  );
  (await cookies()).set(name, value, options);
}
