import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { auth } from "./next-auth";
import { sessionPolicy } from "./session-policy";
import { resolveSession, type SessionUser } from "./sessions";

/** The signed-in user of this request (checked against the database once per request), or null. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const session = await auth();
  if (!session?.sid) return null;
  return resolveSession(db(), session.sid, sessionPolicy());
});
