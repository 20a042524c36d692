import { can, type Role } from "@/lib/auth/roles";
import type { Db, DbTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { countDecisionsUpTo } from "@/lib/inbox/capped-count";
import { overdueAfterHours, overdueCutoff } from "@/lib/inbox/overdue";
import { inboxWhere } from "@/lib/inbox/query";
import { notify } from "../notify";
import { CADENCES, type Cadence, TOPICS } from "../topics";
import { type DigestFilter, type DigestWindow, digestFilters } from "./filters";

const TOPIC = "compliance.digest";
const HOUR_MS = 3_600_000;
export const CADENCE_MS: Record<Cadence, number> = { hourly: HOUR_MS, daily: 24 * HOUR_MS };
export const DEFAULT_CADENCE: Cadence = "daily";

/** A person who may receive the digest and has it on, with the cadence they chose. */
interface Subscriber {
  userId: string;
  timeZone: string;
  cadence: Cadence;
}

async function subscribers(db: Db): Promise<Subscriber[]> {
  const { permission, defaultOn } = TOPICS[TOPIC];
  const people = await db.user.findMany({
    where: { disabledAt: null },
    select: {
      id: true,
      timeZone: true,
      roles: { select: { role: true } },
      notificationPrefs: { where: { topic: TOPIC }, select: { enabled: true, cadence: true } },
    },
  });
  return people
    .filter((person) => person.notificationPrefs[0]?.enabled ?? defaultOn)
    .filter((person) =>
      can(
        person.roles.map((r) => r.role as Role),
        permission,
      ),
    )
    .map((person) => {
      const chosen = person.notificationPrefs[0]?.cadence;
      const cadence = (CADENCES as readonly string[]).includes(chosen ?? "")
        ? (chosen as Cadence)
        : DEFAULT_CADENCE;
      return { userId: person.id, timeZone: person.timeZone, cadence };
    });
}

/**
 * Moves the person's mark from where it was read to `until`; false when another instance moved it first (or
 * created it), which then sends this digest. Run in the transaction that queues the digest.
 */
async function claimWindow(tx: DbTx, userId: string, from: Date | null, until: Date): Promise<boolean> {
  if (from === null) {
    await tx.complianceDigestMark.create({ data: { userId, coveredUntil: until } });
    return true;
  }
  const { count } = await tx.complianceDigestMark.updateMany({
    where: { userId, coveredUntil: from },
    data: { coveredUntil: until },
  });
  return count === 1;
}

/**
 * Sends the person's digest if their cadence says it is due at `now`: the rejected decisions received since their
 * last one (a first one looks back one period) and the overdue ones not yet reviewed, each counted up to the
 * inbox's cap. One with nothing to say is not sent, but its window is still taken. Returns whether one was queued.
 */
async function digestOf(db: Db, person: Subscriber, now: Date): Promise<boolean> {
  const period = CADENCE_MS[person.cadence];
  const mark = await db.complianceDigestMark.findUnique({ where: { userId: person.userId } });
  const from = mark?.coveredUntil ?? null;
  if (from && now.getTime() - from.getTime() < period) return false;
  const window: DigestWindow = {
    since: from ?? new Date(now.getTime() - period),
    until: now,
    overdueBefore: overdueCutoff(now, await overdueAfterHours(db)),
  };
  const filters = digestFilters(window);
  const where = (filter: DigestFilter) =>
    inboxWhere(filter, person.userId, person.timeZone, { now, overdueCutoff: window.overdueBefore });
  try {
    return await db.$transaction(async (tx) => {
      if (!(await claimWindow(tx, person.userId, from, now))) return false;
      const rejected = await countDecisionsUpTo(tx, where(filters.rejected));
      const overdue = await countDecisionsUpTo(tx, where(filters.overdue));
      if (rejected.count === 0 && overdue.count === 0) return false;
      const queued = await notify(tx, {
        kind: "compliance.digest",
        params: {
          cadence: person.cadence,
          since: window.since.toISOString(),
          until: window.until.toISOString(),
          overdueBefore: window.overdueBefore.toISOString(),
          rejected,
          overdue,
        },
        eventKey: `${person.userId}|${now.toISOString()}`,
        to: { users: [person.userId] },
      });
      return queued > 0;
    });
  } catch (error) {
    // Another instance created the person's first mark at the same moment: its digest is the one sent.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Every due digest at `now`, each person's in its own transaction; returns how many were queued. */
export async function sendDueDigests(db: Db, now = new Date()): Promise<number> {
  let queued = 0;
  for (const person of await subscribers(db)) {
    if (await digestOf(db, person, now)) queued += 1;
  }
  return queued;
}
