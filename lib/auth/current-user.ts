import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { auth } from "./next-auth";
import { sessionPolicy } from "./session-policy";
import { resolveSession, type SessionUser } from "./sessions";

/**
 * This request's session, checked against the database once per request. `ended` tells a visitor whose
 * session was valid once (idle, expired, signed out elsewhere, disabled) from one who never signed in.
 */
export const getSessionState = cache(async (): Promise<{ user: SessionUser | null; ended: boolean }> => {
  const session = await auth();
  if (!session?.sid) return { user: null, ended: false };
  const user = await resolveSession(db(), session.sid, sessionPolicy());
  return { user, ended: user === null };
});

/** The signed-in user of this request, or null. */
export async function getCurrentUser(): Promise<SessionUser | null> {
  return (await getSessionState()).user;
}
