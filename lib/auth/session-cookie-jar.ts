import "server-only";
import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import { sessionCookieName } from "./session-cookie";
import { sessionCookie } from "./session-cookie-write";

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
