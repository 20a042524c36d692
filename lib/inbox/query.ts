import { PERMISSIONS } from "@/lib/auth/roles";
import type { Db, Prisma } from "@/lib/db/client";
import { startOfDay, startOfNextDay } from "@/lib/i18n/time-zone";
import { UPGRADE_STATUSES } from "@/lib/provider/schemas/upgrade-notification";
import { addCapped, type CappedCount, COUNT_CAP, countDecisionsUpTo, TOTAL_CAP } from "./capped-count";
import { countInPass, passSubject, readPass } from "./count-pass";
import { IN_ORDER, listTexts, searchSpelling } from "./decision-lists";
import {
  decisionsOfGoneReviewers,
  decisionsWithDispositions,
  type NarrowedReason,
  type NarrowedSearch,
  narrowReason,
  narrowSearch,
  shareAmongNewest,
} from "./narrowing";
import { inboxOrderBy } from "./order";
import { overdueAfterHours, overdueCutoff, overdueWhere, queueCounts, unreviewedWhere } from "./overdue";
import { assigneeIdOf, type BacklogAge, type InboxFilter, REVIEW_FILTERS, type ReviewState } from "./schemas";

export const INBOX_PAGE_SIZE = 50;

type Where = Prisma.UpgradeDecisionWhereInput;

// Matches nothing: a reason none of whose texts came with the status asked for, a search that found nothing.
const NOTHING: Where = { id: { in: [] } };

/** The decisions naming the reason: by their ids when few, else by the texts, none for a status never seen with it. */
function reasonWhere(reason: NarrowedReason, status: string | undefined): Where {
  if (reason.texts.length === 0 || (status && !reason.statuses.has(status))) return NOTHING;
  if (reason.ids) return { id: { in: reason.ids } };
  return { reasons: { some: { text: { in: reason.texts } } } };
}

// The query and the columns in one spelling (lower case): SQLite's LIKE ignores ASCII case and PostgreSQL's
// does not, so neither is left to decide. Columns read by the ids the trigram index found when it found few;
// reasons by their stored texts that contain the search.
function searchWhere(q: string, search: NarrowedSearch | undefined, status: string | undefined): Where {
  const or: Where[] = [];
  if (search?.ids) {
    if (search.ids.length) or.push({ id: { in: search.ids } });
  } else {
    const spelled = searchSpelling(q);
    or.push(
      { referenceSearch: { contains: spelled } },
      { custIdSearch: { contains: spelled } },
      // Its thread notes' text (written with every note, lib/inbox/notes.ts), one more column of the same row.
      { notesSearch: { contains: spelled } },
    );
  }
  const reasons = search ? reasonWhere(search.reasons, status) : NOTHING;
  if (reasons !== NOTHING) or.push(reasons);
  return or.length ? { OR: or } : NOTHING;
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
  return { ...unreviewedWhere, receivedAt };
}

function dispositionWhere(disposition: string, sides: DispositionSides | undefined): Where {
  if (disposition === "any") return { dispositionId: { not: null } };
  if (disposition === "none") return { dispositionId: null };
  if (disposition === "disagreeing") {
    if (sides?.decisions) return { id: { in: sides.decisions } };
    // Many: written as "none of the others", so the list walks the time received and finds a page soon. Joined
    // to the dispositions, or as an IN of the disagreeing ones, the database reads and sorts all their decisions
    // for a page.
    return sides
      ? { dispositionId: { not: null, notIn: [...sides.agreeing] } }
      : { disposition: { is: { disagrees: true } } };
  }
  return { dispositionId: disposition };
}

/** The dispositions on either side of the provider's decision, and the disagreeing decisions when few. */
export interface DispositionSides {
  agreeing: readonly string[];
  disagreeing: readonly string[];
  /** Up to `NARROWED_IDS_MAX` decisions reviewed with a disagreeing disposition; null when more. */
  decisions: string[] | null;
  /** So many of the newest disagree that a count finds its cap soon along the time received. */
  common: boolean;
}

// Past this share of the newest decisions, a count of the disagreeing walks the time received (1/share rows per
// match); below it, one count per disagreeing disposition along its own index is cheaper (measured at a million
// decisions: half of them disagreeing, the walk took half the time of the sum; one in a thousand, a fiftieth).
const COMMON_DISAGREEING_SHARE = 0.25;

/** What a filter needs besides itself: the instant ages are measured from, what the reason and search name. */
export interface WhereContext {
  now?: Date;
  /** What `filter.reason` names (`narrowReason`). */
  reason?: NarrowedReason;
  /** What `filter.q` finds (`narrowSearch`); without it, the search reads the decisions' own columns only. */
  search?: NarrowedSearch;
  /** Decisions received before it are overdue (lib/inbox/overdue.ts). */
  overdueCutoff?: Date;
  /** For `filter.disposition` "disagreeing" (`dispositionSides`). */
  dispositions?: DispositionSides;
  /** For `filter.reviewer` "none": those decisions when few (`decisionsOfGoneReviewers`). */
  goneReviewers?: string[] | null;
}

export function inboxWhere(
  filter: Omit<InboxFilter, "page" | "sort">,
  viewerId: string,
  /** The reader's zone: days are theirs, so "today" means their today. */
  timeZone: string,
  context: WhereContext = {},
): Where {
  // A disposition or a reviewer is only ever set by the review, and reopening clears both (review.ts): asked for
  // with decisions not yet reviewed, nothing matches, which the database would learn by reading every one.
  const onlyReviewed =
    filter.review === "reviewed" || (filter.disposition && filter.disposition !== "none") || filter.reviewer;
  const onlyUnreviewed =
    (filter.review && filter.review !== "reviewed") || filter.overdue || filter.age !== undefined;
  if (onlyReviewed && onlyUnreviewed) return NOTHING;
  // Claiming or assigning puts a decision in review, and releasing it takes its assignee away: none is new.
  if (filter.review === "new" && filter.assignee && filter.assignee !== "none") return NOTHING;
  const and: Where[] = [];
  // The status every decision of the filter has (the overdue are rejected), which a reason may never come with.
  const status = filter.status ?? (filter.overdue ? "rejected" : undefined);
  if (filter.status) and.push({ status: filter.status });
  if (filter.review === "unreviewed") and.push(unreviewedWhere);
  else if (filter.review) and.push({ reviewState: filter.review });
  if (filter.assignee) and.push({ assigneeId: assigneeIdOf(filter.assignee, viewerId) });
  if (filter.from) and.push({ receivedAt: { gte: startOfDay(filter.from, timeZone) } });
  if (filter.to) and.push({ receivedAt: { lt: startOfNextDay(filter.to, timeZone) } });
  if (filter.since) and.push({ receivedAt: { gte: new Date(filter.since) } });
  if (filter.before) and.push({ receivedAt: { lt: new Date(filter.before) } });
  if (filter.q) and.push(searchWhere(filter.q, context.search, status));
  if (filter.conflict) and.push({ conflict: true });
  if (filter.reason) {
    if (!context.reason) throw new Error("inboxWhere: a reason filter needs what it names (decisionsWhere)");
    and.push(reasonWhere(context.reason, status));
  }
  if (filter.disposition) and.push(dispositionWhere(filter.disposition, context.dispositions));
  if (filter.reviewer === "none") {
    and.push(
      context.goneReviewers
        ? { id: { in: context.goneReviewers } }
        : { reviewState: "reviewed", reviewedById: null },
    );
  } else if (filter.reviewer) and.push({ reviewedById: filter.reviewer });
  if (filter.age) and.push(ageWhere(filter.age, context.now ?? new Date()));
  if (filter.overdue) {
    if (!context.overdueCutoff) throw new Error("inboxWhere: the overdue filter needs its cut-off");
    and.push(overdueWhere(context.overdueCutoff));
  }
  return and.length ? { AND: and } : {};
}

async function dispositionSides(db: Db): Promise<DispositionSides> {
  const all = await db.reviewDisposition.findMany({ select: { id: true, disagrees: true } });
  const disagreeing = all.filter((d) => d.disagrees).map((d) => d.id);
  const decisions = await decisionsWithDispositions(db, disagreeing);
  return {
    agreeing: all.filter((d) => !d.disagrees).map((d) => d.id),
    disagreeing,
    decisions,
    common: decisions === null && (await shareAmongNewest(db, disagreeing)) >= COMMON_DISAGREEING_SHARE,
  };
}

/** The filter as a where clause, with what it needs read first. */
export async function decisionsWhere(
  db: Db,
  filter: Omit<InboxFilter, "page" | "sort">,
  viewerId: string,
  timeZone: string,
  now = new Date(),
): Promise<{ where: Where; context: WhereContext; overdueAfterHours: number }> {
  const [reason, search, goneReviewers, dispositions, hours] = await Promise.all([
    filter.reason ? narrowReason(db, filter.reason) : undefined,
    filter.q ? narrowSearch(db, filter.q) : undefined,
    filter.reviewer === "none" ? decisionsOfGoneReviewers(db) : undefined,
    filter.disposition === "disagreeing" ? dispositionSides(db) : undefined,
    overdueAfterHours(db),
  ]);
  const context: WhereContext = {
    now,
    reason,
    search,
    goneReviewers,
    dispositions,
    overdueCutoff: overdueCutoff(now, hours),
  };
  return { where: inboxWhere(filter, viewerId, timeZone, context), context, overdueAfterHours: hours };
}

/** Each key's count with `count(key)`, and `all` with `count(undefined)`. */
async function countsOf<K extends string>(
  keys: readonly K[],
  count: (key: K | undefined) => Promise<CappedCount>,
): Promise<Record<K | "all", CappedCount>> {
  const counts = await Promise.all([undefined, ...keys].map(count));
  return Object.fromEntries([["all", counts[0]], ...keys.map((key, i) => [key, counts[i + 1]])]) as Record<
    K | "all",
    CappedCount
  >;
}

/** Counts each distinct where clause (and cap) once: a tab of the filter in force counts what another tab did. */
function countingOnce(db: Db): (where: Where, cap: number) => Promise<CappedCount> {
  const counted = new Map<string, Promise<CappedCount>>();
  return (where, cap) => {
    const key = `${cap} ${JSON.stringify(where)}`;
    let count = counted.get(key);
    if (!count) {
      count = countDecisionsUpTo(db, where, cap);
      counted.set(key, count);
    }
    return count;
  };
}

/**
 * One page of decisions, newest (or oldest) first, with the counts each status, review and queue tab would show.
 * Every count stops at a cap (`capped-count.ts`: it then says "more than"); an exact one reads every match.
 */
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
  const skipped = (filter.page - 1) * INBOX_PAGE_SIZE;
  const cutoff = overdueCutoff(now, hours);
  const subject = passSubject(filter, context);
  const pass = subject ? readPass(db, subject, cutoff) : null;
  // Handled here too: when every count matches nothing without a query, none of them awaits it.
  pass?.catch(() => undefined);
  const counted = countingOnce(db);
  // What the list would hold with `changes` to its filter: from the pass when it can tell, else the database.
  const count = async (changes: Partial<InboxFilter>, cap = COUNT_CAP): Promise<CappedCount> => {
    const changed = { ...filter, ...changes };
    const changedWhere = inboxWhere(changed, viewerId, timeZone, context);
    if (changedWhere === NOTHING) return { count: 0, more: false };
    const inPass = pass && countInPass(await pass, changed, viewerId, cap);
    if (inPass) return inPass;
    const sides = context.dispositions;
    if (changed.disposition === "disagreeing" && sides && !sides.decisions && !sides.common) {
      // Each disagreeing disposition along its own index: along the time received, a count walks past every
      // agreeing review to reach its cap.
      const parts = sides.disagreeing.map((disposition) => count({ ...changes, disposition }, cap));
      return addCapped(await Promise.all(parts), cap);
    }
    return counted(changedWhere, cap);
  };
  const [total, rows, status, review, mine, unassigned, overdue] = await Promise.all([
    // Counted from the first decision to the cap past this page, so the pages before it are always known.
    count({}, skipped + TOTAL_CAP),
    db.upgradeDecision.findMany({
      where,
      orderBy: inboxOrderBy(filter.sort),
      skip: skipped,
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
    countsOf(UPGRADE_STATUSES, (status) => count({ status })),
    countsOf(REVIEW_FILTERS, (review) => count({ review })),
    // The queue's tabs: each what the list would hold with it and the other filters.
    count({ assignee: "me" }),
    count({ assignee: "none" }),
    count({ overdue: "1" }),
  ]);
  return {
    total,
    pages: { count: Math.max(1, Math.ceil(total.count / INBOX_PAGE_SIZE)), more: total.more },
    rows: rows.map(({ reasons, ...row }) => ({
      ...row,
      reviewState: row.reviewState as ReviewState,
      rejectReasons: listTexts(reasons),
    })),
    overdue: { cutoff, hours },
    counts: { status, review, queue: { mine, unassigned, overdue } },
  };
}
export type InboxPage = Awaited<ReturnType<typeof listDecisions>>;
export type InboxRow = InboxPage["rows"][number];

/** What the list polls for (GET /api/inbox/latest): has anything arrived since the page was drawn? */
export interface Arrival {
  total: number;
  newestAt: string | null;
  /** What the Inbox tab of the navigation shows (`queueCounts`). */
  unreviewed: CappedCount;
  overdue: CappedCount;
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
