import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { requestSessionId } from "./session-cookie";
import { sessionPolicy } from "./session-policy";
import { type ResolvedSession, resolveSession, type SessionUser } from "./sessions";

/**
 * This request's session, checked against the database once per request. `ended` tells a visitor whose
 * session was valid once (idle, expired, signed out elsewhere, disabled) from one who never signed in.
 * `session` may still lack its second factor: only `getCurrentUser` is a signed-in user.
 */
export const getSessionState = cache(
  async (): Promise<{ session: ResolvedSession | null; ended: boolean }> => {
    const sid = await requestSessionId();
    if (!sid) return { session: null, ended: false };
    const resolved = await resolveSession(db(), sid, sessionPolicy());
    return { session: resolved, ended: resolved === null };
  },
);

/** The signed-in user of this request, or null: a session still at its second-factor step is not one. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  const { session } = await getSessionState();
  if (!session || session.pendingFactor !== null) return null;
  const { pendingFactor: _done, ...user } = session;
  return user;
}

/** The session of this request while it is at its second-factor step, or null. */
export async function getPendingSession(): Promise<ResolvedSession | null> {
  const { session } = await getSessionState();
  return session?.pendingFactor ? session : null;
}
