import { randomBytes } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { type Role, roleSchema } from "./roles";

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  /** null: follows the browser (or the language chosen before sign-in). */
  locale: string | null;
  timeZone: string;
  sessionId: string;
}

// lastSeenAt is written at most this often, so browsing does not turn every page view into a write.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Db, userId: string, policy: SessionPolicy, now = new Date()) {
  return db.session.create({
    data: {
      id: randomBytes(32).toString("base64url"),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + policy.maxMs),
    },
  });
}

/** The signed-in user behind a session id, or null when the session is over for any reason. */
export async function resolveSession(
  db: Db,
  sessionId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionUser | null> {
  const session = await db.session.findUnique({
    where: { id: sessionId },
    include: { user: { include: { roles: true } } },
  });
  if (!session || session.revokedAt) return null;
  const { user } = session;
  const over =
    session.expiresAt <= now ||
    now.getTime() - session.lastSeenAt.getTime() >= policy.idleMs ||
    user.disabledAt !== null ||
    user.passwordChangedAt > session.createdAt;
  if (over) {
    await revokeSession(db, sessionId, now);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.session.update({ where: { id: sessionId }, data: { lastSeenAt: now } });
  }
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles: user.roles.flatMap((r) => {
      const role = roleSchema.safeParse(r.role);
      return role.success ? [role.data] : [];
    }),
    locale: user.locale,
    timeZone: user.timeZone,
    sessionId,
  };
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

export async function revokeUserSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}
