import { encode } from "next-auth/jwt";

export interface SessionCookieOptions {
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
