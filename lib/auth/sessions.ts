import { randomBytes } from "node:crypto";
import type { Db, DbTx } from "@/lib/db/client";
import { secondFactorDue } from "@/lib/second-factor/factors";
import { factorRequired, type PolicyRow } from "@/lib/second-factor/policy";
import { type Role, roleSchema } from "./roles";
import { type Proof, proofColumns } from "./step-up";

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

/**
 * What a session still lacks, in this order: `verify`, the second factor after the password; `password`, a
 * password of the person's own in place of one an admin issued; `enroll`, a first factor for a person whose
 * role requires one. A session with any reaches only that step (guard.ts).
 */
export type PendingStep = "verify" | "password" | "enroll";

export interface ResolvedSession extends SessionUser {
  pendingFactor: PendingStep | null;
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
  passwordMustChange: unknown;
  role: string | null;
  factorPending: unknown;
  hasFactor: unknown;
  required: unknown;
}

// lastSeenAt is written at most this often, so browsing does not turn every page view into a write.
const TOUCH_EVERY_MS = 60_000;
// A password without its second factor is worth little for long: the step must be finished in this time.
export const FACTOR_STEP_MS = 15 * 60_000;

// SQLite answers a boolean as 0 or 1 (a bigint from an expression), PostgreSQL as a boolean.
const truthy = (value: unknown) => value === true || value === 1 || value === 1n;

/** A session id: 256 random bits, all a cookie carries. */
export const newSessionId = () => randomBytes(32).toString("base64url");

/**
 * Opens a session. Unless the caller says otherwise (a passkey sign-in is two factors in one), it starts at the
 * second-factor step when the person has a factor or their role requires one: whichever way they signed in.
 * `proven`: what the sign-in itself proved, which counts as a recent proof for a while (step-up.ts).
 */
export async function createSession(
  db: DbTx,
  userId: string,
  policy: SessionPolicy,
  now = new Date(),
  factorPending?: boolean,
  proven: Proof = {},
) {
  factorPending ??= await secondFactorDue(db, userId);
  return db.session.create({
    data: {
      id: newSessionId(),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + policy.maxMs),
      factorPending,
      ...proofColumns(proven, now),
    },
  });
}

/**
 * The step a session still lacks. A session opened with the second factor pending keeps it until it is proven;
 * a person with an issued password chooses their own next, whenever the session was opened; any session of a
 * person whose role requires a second factor and who has none (the policy changed, a role was added) must
 * enroll. The factor comes before the password: whoever holds only the issued password (it passed through the
 * admin's hands) can change nothing, and the owner's factor cannot be sidestepped by choosing a password.
 */
function pendingOf(rows: readonly SessionRow[], roles: readonly Role[]): PendingStep | null {
  const [first] = rows;
  if (!first) return null;
  const hasFactor = truthy(first.hasFactor);
  if (hasFactor && truthy(first.factorPending)) return "verify";
  if (truthy(first.passwordMustChange)) return "password";
  const policy: PolicyRow[] = rows.flatMap((row) =>
    row.role !== null && row.required !== null ? [{ role: row.role, required: truthy(row.required) }] : [],
  );
  if (!hasFactor && (truthy(first.factorPending) || factorRequired(roles, policy))) return "enroll";
  return null;
}

/** The signed-in user behind a session id, or null when the session is over for any reason. */
export async function resolveSession(
  db: Db,
  sessionId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<ResolvedSession | null> {
  // Every request of a signed-in person asks this: one statement (a row per role), where Prisma's include
  // would compile and send three.
  const rows = await db.$queryRaw<SessionRow[]>`
    SELECT s."createdAt", s."lastSeenAt", s."expiresAt", s."revokedAt", s."factorPending",
      u."id" AS "userId", u."email", u."name", u."locale", u."timeZone", u."disabledAt", u."passwordChangedAt",
      u."passwordMustChange", r."role", p."required",
      (EXISTS (SELECT 1 FROM "TotpFactor" t WHERE t."userId" = u."id" AND t."confirmedAt" IS NOT NULL)
        OR EXISTS (SELECT 1 FROM "Passkey" k WHERE k."userId" = u."id")) AS "hasFactor"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId" LEFT JOIN "UserRole" r ON r."userId" = u."id"
      LEFT JOIN "SecondFactorPolicy" p ON p."role" = r."role"
    WHERE s."id" = ${sessionId}`;
  const [session] = rows;
  if (!session || session.revokedAt) return null;
  const over =
    session.expiresAt <= now ||
    now.getTime() - session.lastSeenAt.getTime() >= policy.idleMs ||
    session.disabledAt !== null ||
    session.passwordChangedAt > session.createdAt ||
    ((truthy(session.factorPending) || truthy(session.passwordMustChange)) &&
      now.getTime() - session.createdAt.getTime() >= FACTOR_STEP_MS);
  if (over) {
    await revokeSession(db, sessionId, now);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.session.update({ where: { id: sessionId }, data: { lastSeenAt: now } });
  }
  const roles = rows.flatMap((row) => {
    const role = roleSchema.safeParse(row.role);
    return role.success ? [role.data] : [];
  });
  return {
    id: session.userId,
    email: session.email,
    name: session.name,
    roles,
    locale: session.locale,
    timeZone: session.timeZone,
    sessionId,
    pendingFactor: pendingOf(rows, roles),
  };
}

/**
 * The second factor was proven: the session that waited for it is ended and a new one, with a new id, takes its
 * place (same person, same absolute expiry, the password's proof and now the factor's), so an id known before the proof (a cookie copied or planted while
 * the password step was done) is worth nothing after it. Null when the session was not waiting for the step.
 */
export async function replaceAtFactorStep(
  db: DbTx,
  sessionId: string,
  now = new Date(),
): Promise<string | null> {
  const old = await db.session.findUnique({ where: { id: sessionId } });
  if (!old) return null;
  // Ended first, by a conditional update: of two proofs at once only one gets a new session.
  const { count } = await db.session.updateMany({
    where: { id: sessionId, revokedAt: null, factorPending: true },
    data: { revokedAt: now, factorPending: false },
  });
  if (count !== 1) return null;
  const next = await db.session.create({
    data: {
      id: newSessionId(),
      userId: old.userId,
      createdAt: old.createdAt,
      lastSeenAt: now,
      expiresAt: old.expiresAt,
      factorPending: false,
      changesSince: old.changesSince,
      passwordProvenAt: old.passwordProvenAt,
      factorProvenAt: now,
    },
  });
  return next.id;
}

/**
 * The enrollment step of this session is done (only while the session is still valid). Its id stays: the page
 * that enrolled shows the new recovery codes once, and a new session cookie would make Next.js draw it again.
 */
export async function completeFactorStep(db: DbTx, sessionId: string): Promise<void> {
  await db.session.updateMany({
    where: { id: sessionId, revokedAt: null, factorPending: true },
    data: { factorPending: false },
  });
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

export async function revokeUserSessions(db: DbTx, userId: string, now = new Date()): Promise<void> {
  await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}
