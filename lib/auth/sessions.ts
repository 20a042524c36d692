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

/** A session joined with its user, one row per role (the role null when the user has none). */
interface SessionRow {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  userId: string;
  email: string;
  name: string;
  locale: string | null;
  timeZone: string;
  disabledAt: Date | null;
  passwordChangedAt: Date;
  role: string | null;
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
  // Every request of a signed-in person asks this: one statement (a row per role), where Prisma's include
  // would compile and send three.
  const rows = await db.$queryRaw<SessionRow[]>`
    SELECT s."createdAt", s."lastSeenAt", s."expiresAt", s."revokedAt", u."id" AS "userId", u."email",
      u."name", u."locale", u."timeZone", u."disabledAt", u."passwordChangedAt", r."role"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId" LEFT JOIN "UserRole" r ON r."userId" = u."id"
    WHERE s."id" = ${sessionId}`;
  const [session] = rows;
  if (!session || session.revokedAt) return null;
  const over =
    session.expiresAt <= now ||
    now.getTime() - session.lastSeenAt.getTime() >= policy.idleMs ||
    session.disabledAt !== null ||
    session.passwordChangedAt > session.createdAt;
  if (over) {
    await revokeSession(db, sessionId, now);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.session.update({ where: { id: sessionId }, data: { lastSeenAt: now } });
  }
  return {
    id: session.userId,
    email: session.email,
    name: session.name,
    roles: rows.flatMap((row) => {
      const role = roleSchema.safeParse(row.role);
      return role.success ? [role.data] : [];
    }),
    locale: session.locale,
    timeZone: session.timeZone,
    sessionId,
  };
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

export async function revokeUserSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}
