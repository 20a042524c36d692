import type { Db } from "@/lib/db/client";
import { ACCOUNT_CHANGES, type AccountChangeKind } from "./kinds";

export type { AccountChangeKind };

export interface AccountChange {
  at: Date;
  kind: AccountChangeKind;
  /** The factor added or removed, when the change names one. */
  method: "totp" | "passkey" | null;
  /** Null: the person themselves; else the name of who did it (an admin), or their email if they are gone. */
  by: string | null;
}

/** Most a notice lists: changes beyond are summed up by their count. */
export const MAX_LISTED = 20;

const methodOf = (detail: string | null): AccountChange["method"] => {
  if (!detail) return null;
  const method = (JSON.parse(detail) as { method?: unknown }).method;
  return method === "totp" || method === "passkey" ? method : null;
};

/** The person's changes after `from` up to `to`, oldest first, and how many there were in all. */
export async function accountChangesBetween(
  db: Db,
  userId: string,
  from: Date,
  to: Date,
): Promise<{ changes: AccountChange[]; total: number }> {
  const where = {
    at: { gt: from, lte: to },
    outcome: "success",
    action: { in: [...ACCOUNT_CHANGES] },
    // Changing one's own password names no target: it is the person's by being theirs.
    OR: [
      { targetType: "user", targetId: userId },
      { actorId: userId, targetId: null },
    ],
  };
  const [rows, total] = await Promise.all([
    db.auditEvent.findMany({ where, orderBy: { at: "desc" }, take: MAX_LISTED }),
    db.auditEvent.count({ where }),
  ]);
  const others = [
    ...new Set(rows.flatMap((row) => (row.actorId && row.actorId !== userId ? [row.actorId] : []))),
  ];
  const names = new Map(
    (await db.user.findMany({ where: { id: { in: others } }, select: { id: true, name: true } })).map((u) => [
      u.id,
      u.name,
    ]),
  );
  const changes = rows.reverse().map((row) => ({
    at: row.at,
    kind: row.action as AccountChangeKind,
    method: methodOf(row.detail),
    by: row.actorId === userId ? null : ((row.actorId && names.get(row.actorId)) ?? row.actorEmail ?? ""),
  }));
  return { changes, total };
}

/**
 * When the person last signed in before `now`: their latest session that got past every step of signing in
 * (a password whose second factor never came is not them signing in), or, never signed in, their account's
 * creation.
 */
async function previousSignIn(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [session, user] = await Promise.all([
    db.session.findFirst({
      where: { userId, createdAt: { lt: now }, factorPending: false },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    }),
    db.user.findUnique({ where: { id: userId }, select: { createdAt: true } }),
  ]);
  return session?.createdAt ?? user?.createdAt ?? null;
}

/**
 * At sign-in: when changes were made since the previous sign-in, the new session will list them until the
 * person dismisses the notice. A session with nothing to tell costs no more reads on its pages.
 */
export async function noteChangesSinceLastSignIn(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  const since = await previousSignIn(db, userId, now);
  if (!since) return;
  const { total } = await accountChangesBetween(db, userId, since, now);
  if (total > 0) await db.session.update({ where: { id: sessionId }, data: { changesSince: since } });
}

/** What this session's notice lists, or null: nothing changed, or the person dismissed it. */
export async function accountChangesToTell(
  db: Db,
  user: { id: string; sessionId: string },
): Promise<{ changes: AccountChange[]; total: number } | null> {
  const session = await db.session.findUnique({
    where: { id: user.sessionId },
    select: { changesSince: true, createdAt: true },
  });
  if (!session?.changesSince) return null;
  const found = await accountChangesBetween(db, user.id, session.changesSince, session.createdAt);
  return found.total > 0 ? found : null;
}

/** The person has read the notice: this session shows it no more. */
export async function dismissAccountChanges(db: Db, user: { sessionId: string }): Promise<void> {
  await db.session.updateMany({ where: { id: user.sessionId }, data: { changesSince: null } });
}
