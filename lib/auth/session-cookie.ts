import { decode } from "next-auth/jwt";
import { log } from "@/lib/log";

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
