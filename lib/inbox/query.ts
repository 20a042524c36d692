import { PERMISSIONS } from "@/lib/auth/roles";
import type { Db, Prisma } from "@/lib/db/client";
import { startOfDay, startOfNextDay } from "@/lib/i18n/time-zone";
import { reasonKey } from "@/lib/insights/reasons";
import { UPGRADE_STATUSES } from "@/lib/provider/schemas/upgrade-notification";
import { IN_ORDER, listTexts, searchSpelling } from "./decision-lists";
import { inboxOrderBy } from "./order";
import { overdueAfterHours, overdueCutoff, overdueWhere, queueCounts } from "./overdue";
import { reasonTextsContaining } from "./reason-search";
import { type BacklogAge, type InboxFilter, REVIEW_STATES, type ReviewState } from "./schemas";

export const INBOX_PAGE_SIZE = 50;

type Where = Prisma.UpgradeDecisionWhereInput;

// The query and the columns in one spelling (lower case): SQLite's LIKE ignores ASCII case and PostgreSQL's
// does not, so neither is left to decide. Reasons match by their stored texts that contain the search.
function searchWhere(q: string, reasonTexts: readonly string[]): Where {
  const spelled = searchSpelling(q);
  const or: Where[] = [
    { referenceSearch: { contains: spelled } },
    { custIdSearch: { contains: spelled } },
    // Its thread notes' text (written with every note, lib/inbox/notes.ts), one more column of the same row.
    { notesSearch: { contains: spelled } },
  ];
  if (reasonTexts.length) or.push({ reasons: { some: { text: { in: [...reasonTexts] } } } });
  return { OR: or };
}

const HOUR_MS = 3_600_000;
const AGE_BOUNDS_MS: Record<BacklogAge, [newest: number, oldest: number | null]> = {
  lt1h: [0, HOUR_MS],
  lt1d: [HOUR_MS, 24 * HOUR_MS],
  lt3d: [24 * HOUR_MS, 72 * HOUR_MS],
  older: [72 * HOUR_MS, null],
};

/** Decisions that have waited as long as an age bucket says, at `now`. */
export function ageWhere(age: BacklogAge, now: Date): Where {
  const [newest, oldest] = AGE_BOUNDS_MS[age];
  const receivedAt: Prisma.DateTimeFilter = newest > 0 ? { lte: new Date(now.getTime() - newest) } : {};
  if (oldest !== null) receivedAt.gt = new Date(now.getTime() - oldest);
  return { reviewState: { in: ["new", "in_review"] }, receivedAt };
}

function dispositionWhere(disposition: string): Where {
  if (disposition === "any") return { dispositionId: { not: null } };
  if (disposition === "none") return { dispositionId: null };
  if (disposition === "disagreeing") return { disposition: { is: { disagrees: true } } };
  return { dispositionId: disposition };
}

/** What a filter needs besides itself: the instant ages are measured from, the stored texts naming a reason. */
export interface WhereContext {
  now?: Date;
  /** The stored reason texts that name `filter.reason` (see `reasonTexts`). */
  reasonTexts?: readonly string[];
  /** The stored reason texts containing `filter.q` (see `reasonTextsContaining`). */
  searchReasonTexts?: readonly string[];
  /** Decisions received before it are overdue (lib/inbox/overdue.ts). */
  overdueCutoff?: Date;
}

export function inboxWhere(
  filter: Omit<InboxFilter, "page" | "sort">,
  viewerId: string,
  /** The reader's zone: days are theirs, so "today" means their today. */
  timeZone: string,
  context: WhereContext = {},
): Where {
  const and: Where[] = [];
  if (filter.status) and.push({ status: filter.status });
  if (filter.review === "unreviewed") and.push({ reviewState: { in: ["new", "in_review"] } });
  else if (filter.review) and.push({ reviewState: filter.review });
  if (filter.assignee === "none") and.push({ assigneeId: null });
  else if (filter.assignee) and.push({ assigneeId: filter.assignee === "me" ? viewerId : filter.assignee });
  if (filter.from) and.push({ receivedAt: { gte: startOfDay(filter.from, timeZone) } });
  if (filter.to) and.push({ receivedAt: { lt: startOfNextDay(filter.to, timeZone) } });
  if (filter.q) and.push(searchWhere(filter.q, context.searchReasonTexts ?? []));
  if (filter.conflict) and.push({ conflict: true });
  if (filter.reason) {
    if (!context.reasonTexts) throw new Error("inboxWhere: a reason filter needs its texts (decisionsWhere)");
    and.push({ reasons: { some: { text: { in: [...context.reasonTexts] } } } });
  }
  if (filter.disposition) and.push(dispositionWhere(filter.disposition));
  if (filter.reviewer === "none") and.push({ reviewState: "reviewed", reviewedById: null });
  else if (filter.reviewer) and.push({ reviewedById: filter.reviewer });
  if (filter.age) and.push(ageWhere(filter.age, context.now ?? new Date()));
  if (filter.overdue) {
    if (!context.overdueCutoff) throw new Error("inboxWhere: the overdue filter needs its cut-off");
    and.push(overdueWhere(context.overdueCutoff));
  }
  return and.length ? { AND: and } : {};
}

/**
 * The stored reason texts (as received) that name a reason key in any wording: few distinct values, read from
 * the index on `DecisionReason.text`, so the filter becomes an exact `IN` on that index. The key is computed
 * here rather than stored, so it never goes stale when `reasonKey` folds more.
 */
export async function reasonTexts(db: Db, key: string): Promise<string[]> {
  const stored = await db.decisionReason.groupBy({ by: ["text"] });
  return stored.map((row) => row.text).filter((text) => reasonKey(text) === key);
}

/** The filter as a where clause, with what it needs read first. */
export async function decisionsWhere(
  db: Db,
  filter: Omit<InboxFilter, "page" | "sort">,
  viewerId: string,
  timeZone: string,
  now = new Date(),
): Promise<{ where: Where; context: WhereContext; overdueAfterHours: number }> {
  const [texts, searchReasonTexts, hours] = await Promise.all([
    filter.reason ? reasonTexts(db, filter.reason) : [],
    filter.q ? reasonTextsContaining(db, filter.q) : [],
    overdueAfterHours(db),
  ]);
  const context: WhereContext = {
    now,
    reasonTexts: texts,
    searchReasonTexts,
    overdueCutoff: overdueCutoff(now, hours),
  };
  return { where: inboxWhere(filter, viewerId, timeZone, context), context, overdueAfterHours: hours };
}

function countsBy<K extends string>(
  keys: readonly K[],
  groups: { key: string; count: number }[],
): Record<K | "all", number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K | "all", number>;
  let all = 0;
  for (const group of groups) {
    all += group.count;
    if ((keys as readonly string[]).includes(group.key)) counts[group.key as K] = group.count;
  }
  counts.all = all;
  return counts;
}

/** One page of decisions, newest (or oldest) first, with the counts each status and review tab would show. */
export async function listDecisions(
  db: Db,
  filter: InboxFilter,
  viewerId: string,
  timeZone: string,
  now = new Date(),
) {
  const {
    where,
    context,
    overdueAfterHours: hours,
  } = await decisionsWhere(db, filter, viewerId, timeZone, now);
  const queueWhere = (changes: Partial<InboxFilter>) =>
    inboxWhere({ ...filter, ...changes }, viewerId, timeZone, context);
  const [total, rows, byStatus, byReview, mine, unassigned, overdue] = await Promise.all([
    db.upgradeDecision.count({ where }),
    db.upgradeDecision.findMany({
      where,
      orderBy: inboxOrderBy(filter.sort),
      skip: (filter.page - 1) * INBOX_PAGE_SIZE,
      take: INBOX_PAGE_SIZE,
      select: {
        id: true,
        originalReferenceNo: true,
        custId: true,
        status: true,
        reviewState: true,
        receivedAt: true,
        conflict: true,
        assignee: { select: { id: true, name: true, email: true } },
        disposition: { select: { labelId: true, labelEn: true } },
        reasons: IN_ORDER,
      },
    }),
    db.upgradeDecision.groupBy({
      by: ["status"],
      where: inboxWhere({ ...filter, status: undefined }, viewerId, timeZone, context),
      _count: { _all: true },
    }),
    db.upgradeDecision.groupBy({
      by: ["reviewState"],
      where: inboxWhere({ ...filter, review: undefined }, viewerId, timeZone, context),
      _count: { _all: true },
    }),
    // The queue's tabs: each what the list would hold with it and the other filters.
    db.upgradeDecision.count({ where: queueWhere({ assignee: "me" }) }),
    db.upgradeDecision.count({ where: queueWhere({ assignee: "none" }) }),
    db.upgradeDecision.count({ where: queueWhere({ overdue: "1" }) }),
  ]);
  const review = countsBy(
    REVIEW_STATES,
    byReview.map((g) => ({ key: g.reviewState, count: g._count._all })),
  );
  return {
    total,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    rows: rows.map(({ reasons, ...row }) => ({
      ...row,
      reviewState: row.reviewState as ReviewState,
      rejectReasons: listTexts(reasons),
    })),
    overdue: { cutoff: overdueCutoff(now, hours), hours },
    counts: {
      status: countsBy(
        UPGRADE_STATUSES,
        byStatus.map((g) => ({ key: g.status, count: g._count._all })),
      ),
      review: { ...review, unreviewed: review.new + review.in_review },
      queue: { mine, unassigned, overdue },
    },
  };
}
export type InboxPage = Awaited<ReturnType<typeof listDecisions>>;
export type InboxRow = InboxPage["rows"][number];

/** What the list polls for (GET /api/inbox/latest): has anything arrived since the page was drawn? */
export interface Arrival {
  total: number;
  newestAt: string | null;
  /** What the Inbox tab of the navigation shows (`queueCounts`). */
  unreviewed: number;
  overdue: number;
}

export async function latestArrival(db: Db, now = new Date()): Promise<Arrival> {
  const [total, newest, queue] = await Promise.all([
    db.upgradeDecision.count(),
    db.upgradeDecision.findFirst({ orderBy: { receivedAt: "desc" }, select: { receivedAt: true } }),
    queueCounts(db, now),
  ]);
  return { total, newestAt: newest?.receivedAt.toISOString() ?? null, ...queue };
}

/** People a decision can be assigned to: active users whose roles may review. */
export async function listReviewers(db: Db) {
  return db.user.findMany({
    where: { disabledAt: null, roles: { some: { role: { in: [...PERMISSIONS["inbox.review"]] } } } },
    orderBy: { name: "asc" },
    select: { id: true, name: true, email: true },
  });
}
